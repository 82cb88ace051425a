import { useEffect, useRef } from 'react';
import type { ActiveTurn, HistoryMessage, PendingPrompt } from '../../../src-shared/chatTurn';
import { toolCardsFromHistory, type LiveTurn } from '../../stores/chat';
import { Markdown } from './Markdown';
import { ToolCallCard } from './ToolCallCard';
import { TurnPrompt } from './TurnPrompt';

function Message({ m }: { m: HistoryMessage }) {
  if (m.role === 'user') {
    return (
      <div className="msg msg--user">
        <p className="msg__text">{m.content}</p>
      </div>
    );
  }
  const cards = toolCardsFromHistory(m);
  return (
    <div className={`msg msg--${m.role}`}>
      {cards.map((c) => (
        <ToolCallCard key={c.id} card={c} />
      ))}
      {m.content && <Markdown text={m.content} />}
    </div>
  );
}

/** The conversation: history from main, then the turn streaming in, then what the agent asks. */
export function Transcript(props: {
  messages: HistoryMessage[];
  live: LiveTurn | undefined;
  pending: PendingPrompt | undefined;
  onAnswer: (text: string) => void;
  /** The app's notes about the last turn ("earlier messages were summarised", an agent switch). */
  notices?: string[] | undefined;
  /** A running turn's open question, shown again after a reload. */
  activeQuestion?: NonNullable<ActiveTurn>['confirmation'] | undefined;
  onActiveAnswer?: (approved: boolean) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const { messages, live, pending } = props;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, live?.text, live?.tools.length, pending]);

  return (
    <div className="transcript" role="log" aria-live="polite" aria-label="Conversation">
      {messages.map((m) => (
        <Message key={m.message_id} m={m} />
      ))}
      {live && (
        <>
          {live.userText && (
            <div className="msg msg--user">
              <p className="msg__text">{live.userText}</p>
            </div>
          )}
          <div className="msg msg--assistant msg--live" aria-busy="true">
            {live.tools.map((c) => (
              <ToolCallCard key={c.id} card={c} />
            ))}
            {live.text ? (
              <Markdown text={live.text} />
            ) : (
              live.tools.length === 0 && <p className="msg__thinking">Thinking…</p>
            )}
          </div>
        </>
      )}
      {live && props.activeQuestion && (
        <div className="prompt" role="group" aria-label="Confirm the action">
          <p className="prompt__question">Still waiting for your answer: {props.activeQuestion.summary}</p>
          <div className="prompt__choices">
            <button type="button" className="button button--danger" onClick={() => props.onActiveAnswer?.(true)}>
              Yes
            </button>
            <button type="button" className="button" onClick={() => props.onActiveAnswer?.(false)}>
              No
            </button>
          </div>
        </div>
      )}
      {!live &&
        props.notices?.map((n) => (
          <p key={n} className="msg__notice" role="note">
            {n}
          </p>
        ))}
      {!live && pending && <TurnPrompt prompt={pending} onAnswer={props.onAnswer} />}
      <div ref={end} />
    </div>
  );
}
