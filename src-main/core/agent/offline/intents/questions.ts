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

export const QUESTION_MODELS: IntentModel[] = [outOfScope, materialsQuestion];
