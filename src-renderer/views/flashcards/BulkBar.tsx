import { useState } from 'react';
import type { BulkCardAction } from '../../../src-shared/flashcards';
import type { TopicSummary } from '../../../src-shared/quizzes';
import { callToolWithConfirmation } from '../../api/tools';
import { changed } from '../../api/undo';
import { toastError } from '../../stores/toasts';
import { plural } from '../../format';
import { TOOL } from '../../../src-shared/tools/names';

const DONE: Record<BulkCardAction, string> = {
  move: 'Moved',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
  reset: 'Reset',
};

/**
 * What the browser can do to every marked card at once (edit_flashcards): move to a topic, suspend,
 * unsuspend, reset. Main asks first when more than one card changes; the toast's Undo (or Ctrl+Z)
 * takes the whole edit back.
 */
export function BulkBar(props: { marked: number[]; topics: TopicSummary[]; onDone: () => void }) {
  const [moving, setMoving] = useState(false);
  const [topic, setTopic] = useState('');
  const count = plural(props.marked.length, 'card');

  const run = async (action: BulkCardAction, topicName?: string) => {
    const r = await callToolWithConfirmation(TOOL.edit_flashcards, {
      card_ids: props.marked,
      action,
      ...(topicName === undefined ? {} : { topic_name: topicName }),
    });
    if (!r.ok) {
      // Declining is the student's choice, not a failure worth a message.
      const declined = r.error.code === 'permission_denied' && r.error.details.reason === 'user_declined';
      if (!declined) toastError(r.error.message);
      return;
    }
    changed(`${DONE[action]} ${count}${topicName ? ` to ${topicName}` : ''}.`, r.change_id);
    setMoving(false);
    setTopic('');
    props.onDone();
  };

  return (
    <div className="browser__bulk" role="group" aria-label={`${count} marked`}>
      <span className="browser__bulk-count" aria-live="polite">
        {count} marked
      </span>
      {moving ? (
        <form
          className="browser__bulk-move"
          onSubmit={(e) => {
            e.preventDefault();
            if (topic.trim()) void run('move', topic.trim());
          }}
        >
          <label>
            <span className="visually-hidden">Move to topic</span>
            <input
              autoFocus
              list="bulk-topics"
              placeholder="Topic (new or existing)…"
              value={topic}
              maxLength={100}
              onChange={(e) => setTopic(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setMoving(false);
                }
              }}
            />
          </label>
          <datalist id="bulk-topics">
            {props.topics.map((t) => (
              <option key={t.topic_id} value={t.name} />
            ))}
          </datalist>
          <button type="submit" className="button button--primary" disabled={!topic.trim()}>
            Move
          </button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setMoving(true)}>
          Move to topic…
        </button>
      )}
      <button type="button" className="button" onClick={() => void run('suspend')}>
        Suspend
      </button>
      <button type="button" className="button" onClick={() => void run('unsuspend')}>
        Unsuspend
      </button>
      <button type="button" className="button" onClick={() => void run('reset')}>
        Reset
      </button>
      <button type="button" className="button" onClick={props.onDone}>
        Clear marks <kbd>Esc</kbd>
      </button>
    </div>
  );
}
