import type { Features } from './features';
import type { ExportVia, IntentModel } from './types';

/**
 * "sync my tasks with google calendar", "export my todos to notion", "connect to my canvas
 * account": Quire links to no other app or account, so these are declined honestly with what it
 * can do instead (its export files) — never read as a search for tasks called "google calendar".
 */

/** Other apps by the names students use, with the name said back and what Quire can export for it. */
const SERVICES: readonly { re: RegExp; name: string; via?: ExportVia }[] = [
  { re: /\b(?:google\s+cal(?:endar)?|gcal)\b/i, name: 'Google Calendar', via: 'ics' },
  { re: /\boutlook(?:\s+calendar)?\b/i, name: 'Outlook', via: 'ics' },
  { re: /\b(?:apple|mac|iphone)\s+calendar\b|\bicloud(?:\s+calendar)?\b/i, name: 'Apple Calendar', via: 'ics' },
  { re: /\b(?:my\s+)?(?:phone'?s?\s+)?calendar(?:\s+app)?\b/i, name: 'your calendar', via: 'ics' },
  { re: /\banki\b/i, name: 'Anki', via: 'apkg' },
  { re: /\bnotion\b/i, name: 'Notion' },
  { re: /\bcanvas\b/i, name: 'Canvas' },
  { re: /\bblackboard\b/i, name: 'Blackboard' },
  { re: /\bmoodle\b/i, name: 'Moodle' },
  { re: /\b(?:google\s+)?classroom\b/i, name: 'Google Classroom' },
  { re: /\btodoist\b/i, name: 'Todoist' },
  { re: /\btrello\b/i, name: 'Trello' },
  { re: /\basana\b/i, name: 'Asana' },
  { re: /\bevernote\b/i, name: 'Evernote' },
  { re: /\bonenote\b/i, name: 'OneNote' },
  { re: /\b(?:microsoft|ms)\s+to-?\s?do\b/i, name: 'Microsoft To Do' },
  { re: /\b(?:apple\s+)?reminders\s+app\b|\bapple\s+reminders\b/i, name: 'Apple Reminders' },
  { re: /\bgoogle\s+tasks\b/i, name: 'Google Tasks' },
  { re: /\bslack\b/i, name: 'Slack' },
  { re: /\bdiscord\b/i, name: 'Discord' },
  { re: /\bquizlet\b/i, name: 'Quizlet' },
  { re: /\bobsidian\b/i, name: 'Obsidian' },
  { re: /\bticktick\b/i, name: 'TickTick' },
];

// Linking verbs: a request to tie Quire to the other app, not a to-do about it.
const LINK =
  /^(?:(?:can|could|will)\s+(?:you|u|i|quire)\s+|(?:i\s+)?(?:want|wanna|need)\s+(?:you\s+)?to\s+|(?:is\s+there\s+a\s+way\s+to|how\s+(?:do|can)\s+i)\s+|please\s+)?(?:sync|synch|synchroni[sz]e|connect|link|integrate|hook\s+(?:up|into)|export|push|send|import|pull|copy|mirror|plug\s+into|log\s+(?:in|into)|sign\s+in(?:to)?)\b/i;
// "put my tasks in google calendar", "add my deadlines to outlook": the whole list sent over.
const SEND_ALL =
  /^(?:put|add|move|get)\s+(?:all\s+)?(?:of\s+)?my\s+(?:tasks|to-?dos|todos|deadlines|plans?|cards|flashcards|schedule|due dates|stuff)\s+(?:in|into|onto|on|to)\b/i;
// "connect to my canvas account": an account elsewhere, whatever its name.
const ACCOUNT = /\b(?:my|an?|the)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+account\b/i;

/** The other app a request would tie Quire to, or null. */
export function otherApp(text: string): { name: string; via: ExportVia } | null {
  if (!LINK.test(text) && !SEND_ALL.test(text)) return null;
  const known = SERVICES.find((s) => s.re.test(text));
  if (known) return { name: known.name, via: known.via ?? 'files' };
  const account = LINK.test(text) ? ACCOUNT.exec(text) : null;
  return account ? { name: account[1]!.replace(/\b\w/g, (c) => c.toUpperCase()), via: 'files' } : null;
}

const noIntegration: IntentModel = {
  kind: 'no_integration',
  writes: false,
  // Above a task's 0.9 by more than the asking margin: "put my deadlines in outlook" is no to-do.
  score: (f: Features) => (!f.leads('remind') && otherApp(f.text) ? 0.99 : 0),
  fill: (f) => {
    const app = otherApp(f.text);
    return app ? { kind: 'no_integration', app: app.name, via: app.via } : null;
  },
};

export const INTEGRATION_MODELS: IntentModel[] = [noIntegration];
