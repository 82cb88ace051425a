import { useEffect, useState } from 'react';
import type { ToolError } from '../../../src-shared/result';
import { callTool } from '../../api/tools';
import { changed } from '../../api/undo';
import { Field, fieldMessages, SaveStatus } from '../settings/fields';
import type { ToolData } from '../../../src-shared/tools';
import { TOOL } from '../../../src-shared/tools/names';

type Options = ToolData<typeof TOOL.set_topic_review_options>;

type Draft = Record<'new_per_day' | 'reviews_per_day' | 'desired_retention', string>;

const toDraft = (o: Options): Draft => ({
  new_per_day: o.new_per_day === null ? '' : String(o.new_per_day),
  reviews_per_day: o.reviews_per_day === null ? '' : String(o.reviews_per_day),
  desired_retention: o.desired_retention === null ? '' : String(o.desired_retention),
});

/** "" means "use the overall setting" (null); anything else goes to main as typed, to be judged there. */
const value = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * A topic's own daily limits and desired retention, as Anki's deck options
 * (set_topic_review_options). Empty means the overall setting; main judges every value and its
 * message shows at the field.
 */
export function TopicOptions(props: {
  topicId: number;
  onSaved: () => void;
  /** The form's heading: on the topic page a section of its own; in Settings, under "Limits per topic". */
  heading?: { level: 2 | 3; text: string };
}) {
  const [options, setOptions] = useState<Options | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<ToolError | null>(null);
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);

  useEffect(() => {
    void callTool(TOOL.list_topic_review_options, {}).then((r) => {
      const mine = r.ok ? r.data.topics.find((t) => t.topic_id === props.topicId) : undefined;
      if (mine) setOptions(mine);
    });
  }, [props.topicId]);
  if (!options) return null;
  const d = draft ?? toDraft(options);
  // Main names the field in its message ("new_per_day must be…"); beside the field, "Must be…" says it.
  const errors = Object.fromEntries(
    Object.entries(fieldMessages(error)).map(([k, m]) => [k, m.replace(/^\w+ must/i, 'Must')]),
  );

  const save = async () => {
    const r = await callTool(TOOL.set_topic_review_options, {
      topic_id: options.topic_id,
      new_per_day: value(d.new_per_day),
      reviews_per_day: value(d.reviews_per_day),
      desired_retention: value(d.desired_retention),
    });
    if (!r.ok) {
      setError(r.error);
      setStatus({
        text: r.error.code === 'validation_error' ? 'Not saved: see the field above.' : r.error.message,
        tone: 'error',
      });
      return;
    }
    setError(null);
    setOptions(r.data);
    setDraft(null);
    setStatus({ text: 'Saved.', tone: 'ok' });
    changed(`Saved ${options.name}’s review options.`, r.change_id);
    props.onSaved();
  };

  const field = (key: keyof Draft, label: string, hint: string, max: number, step = 1) => (
    <Field label={label} error={errors[key]} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          type="number"
          min={0}
          max={max}
          step={step}
          placeholder="overall"
          value={d[key]}
          onChange={(e) => setDraft({ ...d, [key]: e.target.value })}
          onKeyDown={(e) => {
            // Esc leaves the field, back to the page's keys (R, Esc); the draft stays.
            if (e.key === 'Escape') {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
        />
      )}
    </Field>
  );

  return (
    <form
      noValidate
      className="topic-options"
      aria-labelledby="topic-options-h"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {(props.heading?.level ?? 2) === 2 ? (
        <h2 id="topic-options-h">{props.heading?.text ?? 'Review options for this topic'}</h2>
      ) : (
        <h3 id="topic-options-h">{props.heading?.text}</h3>
      )}
      <div className="settings-row settings-row--wrap">
        {field('new_per_day', 'New cards per day', 'Empty: the overall limit.', 9999)}
        {field('reviews_per_day', 'Reviews per day', 'Empty: the overall limit.', 99_999)}
        {field('desired_retention', 'Desired retention', '0.70–0.99; empty: the overall setting.', 0.99, 0.01)}
      </div>
      <button type="submit" className="button">
        Save options
      </button>{' '}
      <SaveStatus status={status} />
    </form>
  );
}
