import type { Features } from './features';
import type { IntentModel } from './types';

/**
 * Questions no other intent claimed. About the world outside Quire ("what's the weather"): say
 * what Quire can do. Anything else asked: what the student's materials say about it. "is/does/
 * can …" count only with a question mark — "do laundry tomorrow" is a to-do, not a question.
 */
const QUESTION =
  /^(?:what|what's|whats|why|how|who|whom|when|where|which|explain|define|describe|summari[sz]e|tell me (?:about|what|why|how)|compare)\b/i;
const AUXILIARY = /^(?:is|are|does|do|did|can|could|should|would|will|was|were|has|have)\b/i;

const asked = (f: Features) =>
  QUESTION.test(f.text) || (f.question && AUXILIARY.test(f.text)) || (f.question && f.words.length > 3);

const outOfScope: IntentModel = {
  kind: 'out_of_scope',
  writes: false,
  score(f) {
    if (f.leads('add', 'remind', 'need')) return 0;
    if (f.noun('world')) return 0.8;
    const ordering =
      f.lead === null || f.leads('show', 'generate') || /^(?:play|order|tell|put on|recommend)$/.test(f.words[0] ?? '');
    return f.noun('leisure') && (asked(f) || ordering) ? 0.8 : 0;
  },
  fill: () => ({ kind: 'out_of_scope' }),
};

const materialsQuestion: IntentModel = {
  kind: 'materials_question',
  writes: false,
  score: (f) => (asked(f) ? 0.6 : 0),
  fill: (f) => ({ kind: 'materials_question', question: f.text }),
};

// What the student imported: notes, PDFs, readings — named as such, never a task's notes.
const MATERIAL = String.raw`(?:materials?|notes|pdfs?|readings|documents|docs|files|sources|slides|handouts|imports)`;
const LIST_MATERIALS = new RegExp(
  String.raw`^(?:(?:what|which)\s+(?:imported\s+)?${MATERIAL}\s+(?:do|have|did)\s+i\s+(?:have|got|added|imported|uploaded|add|import|upload)|(?:list|show|see|view)(?:\s+me)?(?:\s+all)?\s+(?:of\s+)?(?:my|the)\s+(?:imported\s+|uploaded\s+|study\s+|course\s+|class\s+)?${MATERIAL})(?:\s+(?:so far|yet|in quire))?$`,
  'i',
);
// "search my notes for mitosis", "find where my notes talk about X", "look up 'X' in my materials".
const SEARCH_MATERIALS = [
  new RegExp(
    String.raw`^(?:search|look through|check|go through)\s+(?:in\s+)?my\s+${MATERIAL}\s+(?:for|about)\s+(.+)$`,
    'i',
  ),
  new RegExp(
    String.raw`^(?:find|show me|tell me)\s+where\s+my\s+${MATERIAL}\s+(?:talk|say|mention|discuss|cover|explain)s?\s+(?:about\s+)?(.+)$`,
    'i',
  ),
  new RegExp(String.raw`^(?:look up|search for|search|find)\s+(.+?)\s+in\s+my\s+${MATERIAL}$`, 'i'),
  // "find the part of my notes about the treaty of versailles", "pull up my notes on the cold war".
  new RegExp(
    String.raw`^(?:find|show me|pull up|open|get|bring up)\s+(?:the\s+)?(?:(?:part|bit|section|page|passage|paragraph)s?\s+(?:of|in)\s+)?my\s+${MATERIAL}\s+(?:about|on|covering|that (?:talks about|covers|mentions))\s+(.+)$`,
    'i',
  ),
];
const searchQuery = (text: string) => {
  for (const re of SEARCH_MATERIALS) {
    const m = re.exec(text);
    if (m) return m[1]!.replace(/^['"‘“](.+)['"’”]$/, '$1').trim();
  }
  return null;
};

const listMaterials: IntentModel = {
  kind: 'list_materials',
  writes: false,
  score: (f) => (LIST_MATERIALS.test(f.text) ? 0.9 : 0),
  fill: () => ({ kind: 'list_materials' }),
};

const searchMaterials: IntentModel = {
  kind: 'materials_question',
  writes: false,
  score: (f) => (searchQuery(f.text) ? 0.9 : 0),
  fill: (f) => ({ kind: 'materials_question', question: searchQuery(f.text)! }),
};

export const QUESTION_MODELS: IntentModel[] = [outOfScope, listMaterials, searchMaterials, materialsQuestion];
