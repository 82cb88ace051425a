import '../styles/components/progress-bar.css';

/**
 * A determinate progress bar that screen readers announce ("Python basics: 4 of 12 done").
 *
 * @example
 *   <ProgressBar value={4} max={12} label="Python basics" valueText="4 of 12 done" />
 */
export function ProgressBar(props: {
  value: number;
  max: number;
  label: string;
  valueText?: string;
  size?: 'sm' | 'md';
}) {
  const max = Math.max(0, props.max);
  const value = Math.min(Math.max(0, props.value), max);
  const pct = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div
      className={`progress progress--${props.size ?? 'md'}${pct === 100 ? ' progress--done' : ''}`}
      role="progressbar"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      aria-valuetext={props.valueText ?? `${pct}%`}
    >
      {/* Width through the CSSOM (React's style prop), which the strict CSP allows. */}
      <div className="progress__fill" style={{ width: `${pct}%` }} />
    </div>
  );
}
