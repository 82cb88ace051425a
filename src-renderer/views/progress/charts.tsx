import type { ReactNode } from 'react';
import { formatCount, formatDay } from '../../format';
import { monthShort } from '../../../src-shared/text/dueWords';

/**
 * Plain SVG charts. Each is an image with a one-sentence summary for screen readers; the numbers
 * themselves are in the data table its ChartSection keeps beside it.
 */

const CELL = 11;
const GAP = 2;
const STEP = CELL + GAP;
const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 for none, then 1–4 by quarters of the busiest day, as GitHub's and Anki's heatmaps shade. */
export function heatLevel(n: number, max: number): number {
  if (n <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((4 * n) / max)));
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A year of days as columns of weeks; `weekStart` 1 puts Monday on the top row. */
export function Heatmap(props: { days: { date: string; reviews: number }[]; weekStart: 0 | 1; summary: string }) {
  const { days, weekStart } = props;
  const max = Math.max(0, ...days.map((d) => d.reviews));
  const lead = days.length ? (weekday(days[0]!.date) - weekStart + 7) % 7 : 0;
  const weeks = Math.ceil((lead + days.length) / 7);
  const left = 30;
  const top = 16;
  const months: { x: number; label: string }[] = [];
  days.forEach((d, i) => {
    if (d.date.endsWith('-01')) {
      const x = left + Math.floor((lead + i) / 7) * STEP;
      months.push({
        x,
        label: monthShort(Number(d.date.slice(5, 7)) - 1),
      });
    }
  });
  return (
    <svg
      className="chart chart--heatmap"
      role="img"
      aria-label={props.summary}
      viewBox={`0 0 ${left + weeks * STEP} ${top + 7 * STEP}`}
      data-testid="heatmap"
    >
      {months.map((m) => (
        <text key={m.x} x={m.x} y={10} className="chart__label">
          {m.label}
        </text>
      ))}
      {[1, 3, 5].map((row) => (
        <text key={row} x={0} y={top + row * STEP + CELL - 2} className="chart__label">
          {WEEKDAY_LABELS[(row + weekStart) % 7]}
        </text>
      ))}
      {days.map((d, i) => (
        <rect
          key={d.date}
          x={left + Math.floor((lead + i) / 7) * STEP}
          y={top + ((lead + i) % 7) * STEP}
          width={CELL}
          height={CELL}
          rx={2}
          className={`heat heat--${heatLevel(d.reviews, max)}`}
        >
          <title>{`${formatDay(d.date)}: ${formatCount(d.reviews)} reviews`}</title>
        </rect>
      ))}
    </svg>
  );
}

/** Vertical bars, one per day, with the largest value marked on the axis. */
export function DayBars(props: {
  days: { date: string; value: number; label: string }[];
  summary: string;
  testId: string;
  axis: (max: number) => string;
}) {
  const { days } = props;
  const max = Math.max(1, ...days.map((d) => d.value));
  const width = 14;
  const gap = 4;
  const height = 110;
  const left = 44;
  const top = 8;
  return (
    <svg
      className="chart chart--bars"
      role="img"
      aria-label={props.summary}
      viewBox={`0 0 ${left + days.length * (width + gap)} ${top + height + 18}`}
      data-testid={props.testId}
    >
      <text x={left - 6} y={top + 8} className="chart__label chart__label--end">
        {props.axis(max)}
      </text>
      <text x={left - 6} y={top + height} className="chart__label chart__label--end">
        0
      </text>
      <line
        x1={left}
        x2={left + days.length * (width + gap)}
        y1={top + height}
        y2={top + height}
        className="chart__axis"
      />
      {days.map((d, i) => {
        const h = d.value > 0 ? Math.max(2, (d.value / max) * height) : 0;
        const x = left + i * (width + gap);
        return (
          <g key={d.date}>
            <rect x={x} y={top + height - h} width={width} height={h} rx={2} className="chart__bar">
              <title>{`${formatDay(d.date)}: ${d.label}`}</title>
            </rect>
            {i % 7 === 0 && (
              <text x={x} y={top + height + 14} className="chart__label">
                {formatDay(d.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars from 0 to 100%, one per topic; a topic never reviewed shows an empty track. */
export function RetentionBars(props: { topics: { name: string; retention: number | null }[]; summary: string }) {
  const rowHeight = 26;
  const labelWidth = 150;
  const track = 300;
  return (
    <svg
      className="chart chart--retention"
      role="img"
      aria-label={props.summary}
      viewBox={`0 0 ${labelWidth + track + 50} ${props.topics.length * rowHeight}`}
      data-testid="retention-chart"
    >
      {props.topics.map((t, i) => (
        <g key={t.name} transform={`translate(0 ${i * rowHeight})`}>
          <text x={0} y={16} className="chart__label chart__label--topic">
            {t.name.length > 22 ? `${t.name.slice(0, 21)}…` : t.name}
          </text>
          <rect x={labelWidth} y={5} width={track} height={14} rx={3} className="chart__track" />
          {t.retention !== null && (
            <rect x={labelWidth} y={5} width={track * t.retention} height={14} rx={3} className="chart__bar" />
          )}
          <text x={labelWidth + track + 6} y={16} className="chart__label">
            {t.retention === null ? '—' : `${Math.round(t.retention * 100)}%`}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * A chart with its heading and its data table. The table is always in the page (screen readers
 * read it); "Show table" (or T for every chart) makes it visible.
 */
export function ChartSection(props: {
  id: string;
  title: string;
  note?: ReactNode;
  tableShown: boolean;
  onToggle: () => void;
  chart: ReactNode;
  table: ReactNode;
}) {
  const tableId = `${props.id}-table`;
  return (
    <section className="progress-card" aria-labelledby={`${props.id}-title`}>
      <header className="progress-card__header">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <button
          type="button"
          className="button button--quiet"
          aria-expanded={props.tableShown}
          aria-controls={tableId}
          onClick={props.onToggle}
        >
          {props.tableShown ? 'Hide table' : 'Show table'} <kbd>T</kbd>
        </button>
      </header>
      {props.note && <p className="progress-card__note">{props.note}</p>}
      <div className="progress-card__chart">{props.chart}</div>
      {/* Shown, a long table scrolls in its box: the box takes focus so the arrow keys scroll it. */}
      <div
        id={tableId}
        className={props.tableShown ? 'progress-card__table' : 'visually-hidden'}
        {...(props.tableShown ? { tabIndex: 0, role: 'region', 'aria-label': `${props.title}: data` } : {})}
      >
        {props.table}
      </div>
    </section>
  );
}

/** A small data table: a caption, column headings, one row per item. */
export function DataTable(props: { caption: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <table className="data-table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={String(r[0])}>
            <th scope="row">{r[0]}</th>
            {r.slice(1).map((cell, i) => (
              <td key={i}>{typeof cell === 'number' ? formatCount(cell) : cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
