import type { Rule } from './types';
import { rule } from './types';

const CARD = String.raw`(?:flashcards?|flash-cards?|cards?)`;
// Sentences that add or create something are never questions about quizzes, even when the
// title says "mistakes" or "weak points".
const NOT_A_COMMAND = String.raw`^(?!(?:add|remind|todo|task|create|make|new|put|note|jot|save|schedule)\b)`;

/** Flashcards and quizzes. They run before the task rules, whose "add"/"delete" would claim them. */
export const STUDY_RULES: Rule[] = [
  // --- flashcards ---
  rule(
    'card with ::',
    /^(?:(?:(?:make|create|add|new|write|save)\s+(?:me\s+)?(?:a\s+|an\s+|one\s+|another\s+|new\s+)*)?(?:flashcards?|cards?)\b[\s:,.-]*)?(.+::.+)$/i,
    0.95,
    (m) => ({ kind: 'create_flashcard', body: m[1]! }),
  ),
  // "make 3 flashcards about photosynthesis": content the offline agent cannot write itself.
  rule(
    'generate cards',
    new RegExp(
      String.raw`^(?:make|create|generate|write|give)\s+(?:me\s+)?(?:(\d{1,3}|some|a few|several|a couple of|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+)?(?:more\s+|new\s+)?${CARD}\s+(?:about|on|for|from|covering|of)\s+(.+)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'generate_cards', topic: m[2]!, count: m[1] ?? null }),
  ),
  rule(
    'make a card',
    new RegExp(
      String.raw`^(?:make|create|add|new|write|save|generate)\s+(?:me\s+)?(?:a\s+|an\s+|one\s+|another\s+|new\s+)*${CARD}\b[\s:,.-]*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'create_flashcard', body: m[1]! }),
  ),
  rule('card: X', new RegExp(String.raw`^(?:new\s+)?${CARD}\s*[:\-–]\s*(.+)$`, 'i'), 0.9, (m) => ({
    kind: 'create_flashcard',
    body: m[1]!,
  })),
  rule(
    'delete card',
    new RegExp(
      String.raw`^(?:delete|remove|trash|get rid of|drop|bin)\s+(?:the\s+|this\s+|that\s+)?${CARD}\b\s*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'delete_flashcard', target: m[1]! }),
  ),
  rule(
    'suspend card',
    new RegExp(
      String.raw`^(?:suspend|pause|shelve|hide|stop\s+showing(?:\s+me)?)\s+(?:the\s+|this\s+|that\s+)?${CARD}\b\s*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'card_state', action: 'suspend', target: m[1]! }),
  ),
  rule(
    'unsuspend card',
    new RegExp(
      String.raw`^(?:unsuspend|unpause|unhide|bring\s+back|resume)\s+(?:the\s+|this\s+|that\s+)?${CARD}\b\s*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'card_state', action: 'unsuspend', target: m[1]! }),
  ),
  rule(
    'bury card',
    new RegExp(
      String.raw`^(?:bury|put\s+off)\s+(?:the\s+|this\s+|that\s+)?${CARD}\b\s*(.*?)(?:\s+(?:until|till)\s+tomorrow|\s+for\s+(?:today|now))?$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'card_state', action: 'bury', target: m[1]! }),
  ),
  rule(
    'progress',
    /^(?:(?:show|see|view|open|check)\s+)?(?:me\s+)?(?:my\s+)?(?:study\s+|review\s+)?(?:progress|stats|statistics)(?:\s+(?:so\s+far|this\s+week|please))?\??$|^how\s+(?:am\s+i|'?m\s+i|have\s+i\s+been)\s+doing\b.*$|^how\s+much\s+(?:have\s+i|did\s+i)\s+(?:studied|study|reviewed|review)\b.*$/i,
    0.9,
    () => ({ kind: 'progress' }),
  ),
  rule(
    'browse cards',
    new RegExp(
      String.raw`^(?:(?:show|list|find|search|see|view)(?:\s+me)?(?:\s+for)?(?:\s+all)?(?:\s+(?:my|the))?\s+${CARD}(?:\s+(?:about|on|for|in|matching|with|containing)\s+(.+))?|(?:what|which)\s+${CARD}\s+do\s+i\s+have(?:\s+(?:about|on|for|in)\s+(.+))?)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'browse_flashcards', query: m[1] ?? m[2] ?? '' }),
  ),
  rule(
    'cards due',
    new RegExp(
      String.raw`${NOT_A_COMMAND}(?:.*\b${CARD}\b.*\b(?:due|waiting|to review|for review|need(?:s)? review)\b|\b(?:due|review)\b.*\b${CARD}\b.*\b(?:today|now|due)\b|^(?:how many|any|which|what)\s+(?:\w+\s+)?${CARD}\b|^(?:list|show)(?:\s+me)?(?:\s+my|\s+the)?(?:\s+due)?\s+${CARD}$|^what(?:'s| is) due (?:for|to) review)`,
      'i',
    ),
    0.9,
    () => ({ kind: 'due_flashcards' }),
  ),
  rule(
    'start review',
    new RegExp(
      String.raw`^(?:(?:start|begin|let'?s(?:\s+do)?|do|run|time (?:for|to))\s+)?(?:a\s+|my\s+|the\s+)?review(?:ing)?(?:\s+(?:session|now|time|my ${CARD}|the ${CARD}|${CARD}|some ${CARD}))?$|^(?:study|practi[cs]e|drill|go through|quiz me on)\s+(?:my\s+|the\s+|some\s+)?(?:due\s+)?${CARD}$|^(?:next card|show (?:me )?(?:the )?next card)$`,
      'i',
    ),
    0.9,
    () => ({ kind: 'start_review' }),
  ),
  // Slots, not sentences: [lead-in] + a study verb + [a topic word or two] + a card noun, or
  // "a review session for <topic>". The topic is not a filter yet: the review takes every due card.
  rule(
    'review cards (slots)',
    new RegExp(
      String.raw`^(?:(?:it'?s\s+)?time\s+(?:to|for)\s+|let'?s\s+|i\s+(?:want|need|'d like)\s+to\s+|(?:start|begin)\s+(?:to\s+)?)?(?:review(?:ing)?|study(?:ing)?|practi[cs](?:e|ing)|drill|go\s+through)\s+(?:(?:my|the|some|all)\s+)?(?:due\s+)?(?:[\p{L}\d-]+\s+){0,2}${CARD}(?:\s+(?:now|today|please))?$|^(?:start|begin|do|run)\s+(?:a\s+|my\s+)?review(?:\s+session)?\s+(?:for|on|of)\s+[\p{L}\d\s-]{1,40}$`,
      'iu',
    ),
    0.85,
    () => ({ kind: 'start_review' }),
  ),

  // --- quizzes ---
  rule(
    'delete attempt',
    /^(?:delete|remove|trash)\s+(?:the\s+)?(?:quiz\s+)?attempt\s*(?:#|no\.?|number)?\s*(\d{1,9})$/i,
    0.95,
    (m) => ({ kind: 'delete_attempt', attempt_id: Number(m[1]) }),
  ),
  rule(
    'weak topics',
    new RegExp(
      String.raw`${NOT_A_COMMAND}(?:.*\b(?:weak(?:est|er|ness(?:es)?)?|worst\s+(?:topics?|subjects?|at)|struggl\w*)\b.*|(?:what|which)(?:\s+(?:topics?|subjects?|cards?|decks?))?\s+(?:should|do)\s+i\s+(?:need\s+to\s+)?(?:study|revise|focus on|work on|practi[cs]e|review)(?:\s+(?:next|more|now|today|most))?|where\s+(?:am i|do i)\s+(?:weak|bad|struggling|need).*)$`,
      'i',
    ),
    0.85,
    () => ({ kind: 'weak_topics' }),
  ),
  rule(
    'wrong answers',
    new RegExp(
      String.raw`${NOT_A_COMMAND}.*(?:\b(?:wrong|missed|incorrect)\s+(?:answers?|questions?|ones)\b|\b(?:got|get|answered|have)\s+(?:\w+\s+)?wrong\b|\bmistakes\b)`,
      'i',
    ),
    0.85,
    (m) => ({ kind: 'wrong_answers', topic: topicAfter(m.input) }),
  ),
  rule(
    'list topics',
    /^(?:list|show|see|view|what are)?(?:\s+me)?(?:\s+my|\s+all|\s+the)*\s*(?:quiz\s+|study\s+)?topics$|^what\s+topics\b.*$|^which\s+topics\b.*$/i,
    0.9,
    () => ({ kind: 'list_topics' }),
  ),
  rule(
    'quiz me',
    new RegExp(
      String.raw`${NOT_A_COMMAND}.*?\b(?:quiz|test|examine|drill)\s+me\b(?:\s+(?:on|about|in|over|with|for))?\s*(.*)$`,
      'i',
    ),
    0.9,
    (m) => ({ kind: 'quiz', topic: m[1]! }),
  ),
  rule(
    'give me a quiz',
    /^(?:give\s+me|make(?:\s+me)?|create|generate|start|begin|do|run|take|let'?s\s+do|i\s+want|set\s+me|new)\s+(?:a\s+|an\s+|another\s+|one\s+)?(?:quick\s+|short\s+|little\s+)?((?:\S+[- ])?questions?\s+)?(?:quiz|test)\b(?:\s+(?:on|about|for|in|over|with))?\s*(.*)$/i,
    0.85,
    (m) => ({ kind: 'quiz', topic: `${m[2]!} ${m[1] ?? ''}`.trim() }),
  ),
  rule('quiz on X', /^(?:quick\s+)?(?:quiz|test)\s*(?:on|about|for|:)?\s*(.*)$/i, 0.85, (m) => ({
    kind: 'quiz',
    topic: m[1]!,
  })),
];

/** "what did I get wrong in recursion" → "recursion". */
function topicAfter(text: string): string {
  const m = /\b(?:on|in|for|about|with|from)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:quiz|quizzes|topic|test))?$/i.exec(text);
  if (!m) return '';
  return /^(?:quiz(?:zes)?|tests?|topics?|total|general|all|the past|last time)$/i.test(m[1]!) ? '' : m[1]!;
}
