import { describeRecurrence } from '../../src-shared/text/repetition';

/** A repeating task's mark: "↻ every week on Monday" (the rule in words, the RRULE as a tooltip). */
export function RepeatMark({ rule }: { rule: string | null }) {
  if (!rule) return null;
  const words = describeRecurrence(rule);
  return (
    <span className="repeat-mark" title={`Repeats ${words} (${rule})`} data-testid="repeat-mark">
      <span aria-hidden="true">↻ </span>
      <span className="visually-hidden">Repeats </span>
      {words}
    </span>
  );
}
