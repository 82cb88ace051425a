import { useState } from 'react';
import type { SessionSummary } from '../../../src-shared/chatTurn';
import { useChat } from '../../stores/chat';
import { toastError } from '../../stores/toasts';
import '../../styles/views/chat-sessions.css';

/** Conversations, newest first. F2 renames the focused one, Delete removes it (after asking). */
function SessionItem({ s, active }: { s: SessionSummary; active: boolean }) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(s.title);
  const shown = s.title.trim() || 'New conversation';
  const select = useChat((st) => st.select);
  const rename = useChat((st) => st.rename);
  const remove = useChat((st) => st.remove);

  const save = async () => {
    const error = await rename(s.session_id, title);
    if (error) toastError(error.message);
    else setEditing(false);
  };

  if (editing) {
    return (
      <li className="sessions__item">
        <input
          className="sessions__rename"
          aria-label="Conversation title"
          autoFocus
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') {
              e.stopPropagation();
              setTitle(s.title);
              setEditing(false);
            }
          }}
          onBlur={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="sessions__item">
      <button
        type="button"
        className="sessions__button"
        aria-current={active ? 'true' : undefined}
        onClick={() => void select(s.session_id)}
        onKeyDown={(e) => {
          if (e.key === 'F2') {
            e.preventDefault();
            setEditing(true);
          } else if (e.key === 'Delete') {
            e.preventDefault();
            void remove(s.session_id);
          }
        }}
      >
        <span className="sessions__title">{shown}</span>
        <span className="sessions__meta">{s.message_count} messages</span>
      </button>
      <span className="sessions__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={`Rename “${shown}” (F2)`}
          onClick={() => setEditing(true)}
        >
          ✎
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Delete “${shown}” (Delete)`}
          onClick={() => void remove(s.session_id)}
        >
          ×
        </button>
      </span>
    </li>
  );
}

export function SessionList() {
  const sessions = useChat((s) => s.sessions);
  const activeId = useChat((s) => s.activeId);
  const newSession = useChat((s) => s.newSession);
  return (
    <aside className="sessions" aria-label="Conversations">
      <button type="button" className="button sessions__new" onClick={() => void newSession()}>
        New chat <kbd>N</kbd>
      </button>
      {sessions.length === 0 ? (
        <p className="muted sessions__empty">No conversations yet.</p>
      ) : (
        <ul className="sessions__list">
          {sessions.map((s) => (
            <SessionItem key={s.session_id} s={s} active={s.session_id === activeId} />
          ))}
        </ul>
      )}
    </aside>
  );
}
