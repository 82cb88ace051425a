import { useEffect, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ErrorNotice } from '../../components/ErrorNotice';
import { formatCount as count, formatDay, plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useNavigation } from '../../stores/navigation';
import { useProgress } from '../../stores/progress';
import { useSystem } from '../../stores/system';
import { ChartSection, DataTable, DayBars, Heatmap, RetentionBars } from './charts';
import { formatDuration } from './duration';
import '../../styles/views/progress.css';

/** How the student is doing, from one `get_progress` call: a year of reviews, what is coming, retention, time. */
export function ProgressView() {
  const { data, error, load } = useProgress();
  const [tables, setTables] = useState(false);
  const go = useNavigation((s) => s.go);
  const weekStart = useSystem((s) => (s.settings?.week_start === 'sunday' ? 0 : 1));

  useEffect(() => {
    void load();
  }, [load]);
  useDataChanged(['flashcard', 'topic'], () => void load());

  const toggleTables = () => setTables((t) => !t);
  useViewShortcuts([
    { key: 't', label: 'T', description: 'Show or hide the data tables behind the charts', run: toggleTables },
    { key: 'r', label: 'R', description: 'Start reviewing due cards', run: () => go('flashcards') },
  ]);

  if (!data)
    return (
      <section className="view progress-view" aria-labelledby="view-title" aria-busy={!error}>
        <h1 id="view-title">Progress</h1>
        <ErrorNotice error={error ? { message: `Progress could not be loaded: ${error}` } : null} />
      </section>
    );

  const active = data.heatmap.filter((d) => d.reviews > 0);
  const dueSoon = data.forecast.reduce((s, d) => s + d.due, 0);
  const busiest = data.forecast.reduce((a, d) => (d.due > a.due ? d : a), data.forecast[0]!);
  const measured = data.retention.filter((r) => r.retention !== null);
  const minutes = (ms: number) => Math.round(ms / 60_000);

  return (
    <section className="view progress-view" aria-labelledby="view-title" data-testid="progress-view">
      <header className="progress-view__header">
        <h1 id="view-title">Progress</h1>
        <dl className="progress-view__stats">
          <div>
            <dt>Reviews this year</dt>
            <dd data-testid="reviews-last-year">{count(data.totals.reviews_last_year)}</dd>
          </div>
          <div>
            <dt>Days studied</dt>
            <dd>{count(data.totals.active_days)}</dd>
          </div>
          <div>
            <dt>Due in 30 days</dt>
            <dd>{count(dueSoon)}</dd>
          </div>
          <div>
            <dt>Time, last 7 days</dt>
            <dd>{formatDuration(data.time.last_7_days_ms)}</dd>
          </div>
        </dl>
      </header>
      <ErrorNotice error={error ? { message: `Progress could not be refreshed: ${error}` } : null} />
      {data.totals.reviews === 0 && dueSoon === 0 && (
        <EmptyState
          compact
          title="No reviews yet"
          hint="Review some flashcards (R) and your year, forecast and retention fill in here."
        />
      )}
      <ChartSection
        id="heatmap"
        title="Reviews in the last year"
        tableShown={tables}
        onToggle={toggleTables}
        chart={
          <Heatmap
            days={data.heatmap}
            weekStart={weekStart}
            summary={`${count(data.totals.reviews_last_year)} reviews on ${plural(active.length, 'day')} of the last 365.`}
          />
        }
        table={
          <DataTable
            caption="Reviews per day (days without reviews left out)"
            columns={['Day', 'Reviews']}
            rows={active.map((d) => [d.date, d.reviews])}
          />
        }
      />
      <ChartSection
        id="forecast"
        title="Due in the next 30 days"
        note="Cards you have learned, on the day they fall due; overdue ones count today. New cards wait for the daily limit."
        tableShown={tables}
        onToggle={toggleTables}
        chart={
          <DayBars
            testId="forecast-chart"
            days={data.forecast.map((d) => ({ date: d.date, value: d.due, label: `${count(d.due)} due` }))}
            axis={(max) => count(max)}
            summary={
              dueSoon === 0
                ? 'Nothing falls due in the next 30 days.'
                : `${count(dueSoon)} cards fall due in the next 30 days; the busiest day is ${formatDay(busiest.date)} with ${count(busiest.due)}.`
            }
          />
        }
        table={
          <DataTable
            caption="Cards due per day"
            columns={['Day', 'Due']}
            rows={data.forecast.map((d) => [d.date, d.due])}
          />
        }
      />
      <ChartSection
        id="retention"
        title="Retention by topic"
        note="Share of reviews of learned cards you recalled (anything but Again) in the last year."
        tableShown={tables}
        onToggle={toggleTables}
        chart={
          data.retention.length === 0 ? (
            <p className="muted">No topics with cards yet.</p>
          ) : (
            <RetentionBars
              topics={data.retention.map((r) => ({ name: r.topic_name, retention: r.retention }))}
              summary={
                measured.length === 0
                  ? 'No learned cards have been reviewed yet.'
                  : measured.map((r) => `${r.topic_name} ${Math.round(r.retention! * 100)}%`).join(', ')
              }
            />
          )
        }
        table={
          <DataTable
            caption="Retention per topic"
            columns={['Topic', 'Reviews', 'Recalled', 'Retention']}
            rows={data.retention.map((r) => [
              r.topic_name,
              r.reviews,
              r.recalled,
              r.retention === null ? 'no reviews yet' : `${Math.round(r.retention * 100)}%`,
            ])}
          />
        }
      />
      <ChartSection
        id="time"
        title="Time spent reviewing"
        note={
          <>
            {formatDuration(data.time.total_ms)} in all. Counted from each card appearing to its rating, at most a
            minute a card; {plural(data.time.timed_reviews, 'review')} this year recorded a time.
          </>
        }
        tableShown={tables}
        onToggle={toggleTables}
        chart={
          <DayBars
            testId="time-chart"
            days={data.time.days.map((d) => ({ date: d.date, value: d.ms, label: formatDuration(d.ms) }))}
            axis={(max) => `${minutes(max)} min`}
            summary={`${formatDuration(data.time.days.reduce((s, d) => s + d.ms, 0))} in the last 30 days.`}
          />
        }
        table={
          <DataTable
            caption="Time spent per day, last 30 days"
            columns={['Day', 'Time', 'Reviews']}
            rows={data.time.days.map((d) => [d.date, formatDuration(d.ms), d.reviews])}
          />
        }
      />
    </section>
  );
}
