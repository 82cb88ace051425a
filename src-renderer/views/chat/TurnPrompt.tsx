import type { TurnResponse } from '../../../src-shared/agent';

/**
 * What the agent is waiting for after a turn: a yes/no for a destructive action (the offline
 * agent asks in the conversation), or one of several numbered options.
 */
export function TurnPrompt({ turn, onAnswer }: { turn: TurnResponse; onAnswer: (text: string) => void }) {
  if (turn.status === 'confirmation_required') {
    return (
      <div className="prompt" role="group" aria-label="Confirm the action">
        <p className="prompt__question">{turn.confirmation?.summary ?? 'Go ahead?'}</p>
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
  if (turn.status === 'clarification_needed' && turn.options && turn.options.length > 0) {
    return (
      <div className="prompt" role="group" aria-label="Choose an option">
        <ol className="prompt__options">
          {turn.options.slice(0, 9).map((o, i) => (
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
  return null;
}

/** The text a single key sends while a prompt is showing (Y/N, 1–9), or null. */
export function promptKeyAnswer(turn: TurnResponse | undefined, key: string): string | null {
  if (!turn) return null;
  const k = key.toLowerCase();
  if (turn.status === 'confirmation_required') return k === 'y' ? 'yes' : k === 'n' ? 'no' : null;
  if (turn.status === 'clarification_needed' && /^[1-9]$/.test(k) && Number(k) <= (turn.options?.length ?? 0)) return k;
  return null;
}
