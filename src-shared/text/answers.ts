/**
 * Answers to a question the app asked: one vocabulary for every provider and surface (the chat,
 * the CLI, the offline agent, the model loop's pending confirmations), so "yes please" means yes
 * everywhere. Quizzes and reviews add skip / stop / show / "I don't know".
 */
export type Answer = 'yes' | 'no' | 'skip' | 'stop' | 'show' | 'dont_know';

const POLITE = String.raw`(?:\s+(?:please|thanks|thank you|then|now|mate|quire))*`;
const FORMS: [Answer, RegExp][] = [
  [
    'yes',
    new RegExp(
      String.raw`^(?:y+e+s+|y|ya|yeah|yea|yep|yup|sure|ok|okay|k|alright|fine|absolutely|definitely|of course|please do|please|go for it|do it|go ahead|go on|confirm(?:ed)?|approve[d]?|correct|that'?s right|right|(?:(?:yes|yeah|yep|yup)[\s,]+)?(?:that(?:'?s| is) (?:right|correct)|(?:all |that'?s )?correct)|affirmative|(?:yes|yeah|yep|yup|sure|ok|okay) (?:go ahead|go on|go for it|please do|do it|sure)|yes,? (?:delete|remove|do|complete) it|(?:delete|remove) it)${POLITE}$`,
      'i',
    ),
  ],
  [
    'no',
    new RegExp(
      String.raw`^(?:n+o+|n|nope|nah|no thanks|no thank you|don'?t|do not|no,? don'?t|cancel(?: that| it)?|keep it|leave it|abort|decline[d]?|never ?mind|nvm|forget it|not now|wait,? no|no,? keep it|none|neither|none of (?:them|these|those)|(?:i(?:'ve| have)?\s+)?changed my mind|on second thought|don'?t bother)${POLITE}$`,
      'i',
    ),
  ],
  ['skip', /^(?:skip(?: (?:it|this|that)(?: one)?)?|pass|next(?: (?:one|question|card))?|s)$/i],
  [
    'stop',
    /^(?:stop|quit|exit|end|done|finish|i'?m done|that'?s enough|enough|stop (?:the )?(?:quiz|review|it|now)|end (?:the )?(?:quiz|review)|q)$/i,
  ],
  ['show', /^(?:show(?: (?:me )?(?:the )?answer)?|reveal|flip|answer\?)$/i],
  [
    'dont_know',
    /^(?:i\s+)?(?:don'?t|do not|dunno|have no idea|no idea|no clue|not sure|can'?t remember|forgot|idk)(?:\s+know)?$/i,
  ],
];

/**
 * What the user answered, or null when the text is not an answer (it is then a new request).
 * Trailing punctuation and "please"/"thanks" are ignored. "stop" and "no" differ only inside a
 * quiz or review; a confirmation treats "stop" as no.
 *
 * @example
 *   readAnswer('yes please')  // 'yes'
 *   readAnswer('nah')         // 'no'
 *   readAnswer("idk")         // 'dont_know'
 *   readAnswer('sure, go ahead') // 'yes'
 *   readAnswer('add milk')    // null
 */
export function readAnswer(text: string): Answer | null {
  const t = text
    .trim()
    .replace(/^(?:um+|uh+|hmm+|er+m?|oh|well)\b[\s,]*/i, '')
    .replace(/[\s.!,]+$/, '')
    .trim();
  for (const [answer, re] of FORMS) if (re.test(t)) return answer;
  // "sure, go ahead", "yes, do it!", "nope, cancel": several phrases that each give the same answer.
  const parts = t.split(/\s*[,;!.]+\s*|\s+and\s+/).filter((p) => p !== '');
  if (parts.length < 2) return null;
  const each = parts.map((p) => FORMS.find(([, re]) => re.test(p))?.[0] ?? null);
  return each.every((a) => a !== null && a === each[0]) ? each[0]! : null;
}

export type ConfirmationAnswer = 'yes' | 'no' | 'other';

/** yes / no / something else, for a confirmation that is waiting: "stop" and "skip" decline. */
export function confirmationAnswer(text: string): ConfirmationAnswer {
  const a = readAnswer(text);
  if (a === 'yes') return 'yes';
  if (a === 'no' || a === 'stop' || a === 'skip') return 'no';
  return 'other';
}
