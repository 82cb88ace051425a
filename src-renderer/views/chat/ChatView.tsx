import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ProviderBadge } from '../../components/ProviderBadge';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useChat } from '../../stores/chat';
import { Composer } from './Composer';
import { SessionList } from './SessionList';
import { Transcript } from './Transcript';
import { promptKeyAnswer } from './TurnPrompt';
import '../../styles/views/chat.css';

// Each leads somewhere on a first start: the sample notes answer the membrane question with
// citations, and the rest write or read the student's own data.
const EXAMPLES = [
  'what does the cell membrane do?',
  'what is due today?',
  'add essay draft due friday p1',
  'plan 5 days to learn photosynthesis',
];

/** Chat with the agent: sessions, streamed answers, tool cards, confirmations and choices. */
export function ChatView() {
  const {
    activeId,
    messages,
    live,
    pending,
    active,
    lastTurn,
    loadSessions,
    send,
    cancel,
    answerActive,
    newSession,
    selection,
    setSelection,
  } = useChat();
  const [error, setError] = useState<string | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    void loadSessions();
  }, [loadSessions]);
  // The message box is Chat's main input: arriving here, typing goes into it (not to "n" = new chat).
  useEffect(() => composer.current?.focus(), []);
  // Arriving from the reader with a selection: the question is the next thing to type.
  useEffect(() => {
    if (selection) composer.current?.focus();
  }, [selection]);
  useDataChanged(['session', 'message'], () => void loadSessions());
  useViewShortcuts([
    {
      key: 'n',
      label: 'N',
      description: 'New chat',
      run: () => void newSession().then(() => composer.current?.focus()),
    },
    { key: '/', label: '/', description: 'Focus the message box', run: () => composer.current?.focus() },
  ]);

  const history = activeId !== null ? (messages[activeId] ?? []) : [];
  const liveTurn = activeId !== null ? live[activeId] : undefined;
  const prompt = activeId !== null ? (pending[activeId] ?? undefined) : undefined;
  const busy = liveTurn !== undefined;
  const lastUser = [...history].reverse().find((m) => m.role === 'user')?.content ?? null;

  const submit = async (text: string) => {
    setError(null);
    const failure = await send(text);
    if (failure) setError(failure.message);
    composer.current?.focus();
  };

  return (
    <section className="chat" aria-labelledby="view-title">
      <SessionList />
      <div className="chat__main">
        <header className="chat__header">
          <h1 id="view-title">Chat</h1>
          <ProviderBadge />
        </header>
        {history.length === 0 && !liveTurn ? (
          <div className="chat__empty">
            <EmptyState
              title="Ask Quire to plan, add tasks, quiz you or make flashcards"
              hint="It works on your own data, offline if need be, and asks before deleting anything. Try:"
              action={
                <ul className="chat__examples">
                  {EXAMPLES.map((ex) => (
                    <li key={ex}>
                      <button type="button" className="chat__example" onClick={() => void submit(ex)}>
                        {ex}
                      </button>
                    </li>
                  ))}
                </ul>
              }
            />
          </div>
        ) : (
          <Transcript
            messages={history}
            live={liveTurn}
            pending={prompt}
            onAnswer={(t) => void submit(t)}
            notices={activeId !== null ? lastTurn[activeId]?.notices : undefined}
            activeQuestion={activeId !== null ? active[activeId]?.confirmation : undefined}
            onActiveAnswer={(approved) => void answerActive(approved)}
          />
        )}
        {selection && (
          <div className="chat__selection" role="status">
            <span>
              Asking about your selection from <strong>{selection.title}</strong>:{' '}
              <q>{selection.text.length > 140 ? `${selection.text.slice(0, 139)}…` : selection.text}</q>
            </span>
            <button type="button" className="button button--quiet" onClick={() => setSelection(null)}>
              Remove
            </button>
          </div>
        )}
        <Composer
          ref={composer}
          busy={busy}
          error={error}
          lastUserText={lastUser}
          onSend={(t) => void submit(t)}
          onCancel={() => void cancel()}
          answerKey={(key) => (busy ? null : promptKeyAnswer(prompt, key))}
        />
      </div>
    </section>
  );
}
