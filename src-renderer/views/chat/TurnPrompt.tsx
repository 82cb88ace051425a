import type { PendingPrompt } from '../../../src-shared/chatTurn';

/**
 * What the agent is waiting for: a yes/no for an action it asked about in the conversation, or
 * one of several numbered options.
 */
export function TurnPrompt({
  prompt,
  onAnswer,
}: {
  prompt: NonNullable<PendingPrompt>;
  onAnswer: (text: string) => void;
}) {
  if (prompt.kind === 'confirmation') {
    return (
      <div className="prompt" role="group" aria-label="Confirm the action">
        <p className="prompt__question">{prompt.summary}</p>
        <div className="prompt__choices">
          <button type="button" className="button button--danger" onClick={() => onAnswer('yes')}>
            Yes <kbd>Y</kbd>
          </button>
          <button type="button" className="button" onClick={() => onAnswer('no')}>
            No <kbd>N</kbd>
          </button>
        </div>
      </div>
    );
  }
  if (prompt.options.length === 0) return null;
  return (
    <div className="prompt" role="group" aria-label="Choose an option">
      <ol className="prompt__options">
        {prompt.options.slice(0, 9).map((o, i) => (
          <li key={`${i}-${o.label}`}>
            <button type="button" className="prompt__option" onClick={() => onAnswer(String(i + 1))}>
              <kbd>{i + 1}</kbd>
              <span>{o.label}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The text a single key sends while a confirmation is showing (Y/N), or null. Digits are never
 * sent on their own: "2 eggs and milk" typed while options are shown is a new request, so a
 * choice is the whole message ("2" then Enter), read by the one choice reader in main.
 */
export function promptKeyAnswer(prompt: PendingPrompt | undefined, key: string): string | null {
  if (!prompt || prompt.kind !== 'confirmation') return null;
  const k = key.toLowerCase();
  return k === 'y' ? 'yes' : k === 'n' ? 'no' : null;
}
