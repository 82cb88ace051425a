import type { ImportSummary } from '../../../src-shared/ipc/materials';
import { plural } from '../../format';
import { useMaterials, type MaterialHit, type MaterialRow } from '../../stores/materials';
import { Highlighted, highlightTerms } from './Highlighted';
import { sectionLabel } from './sectionLabel';

/** The imported materials, one row each: title, where it lives, its passages, and whether it changed on disk. */
export function MaterialList({ materials }: { materials: MaterialRow[] }) {
  const openReader = useMaterials((s) => s.openReader);
  return (
    <ul className="materials__list" aria-label="Imported materials">
      {materials.map((m) => (
        <li key={m.material_id}>
          <button
            type="button"
            className="materials__row"
            data-nav-item
            data-material-id={m.material_id}
            onClick={() => void openReader(m.material_id)}
          >
            <span className="materials__title">
              {m.title} {m.topic && <span className="chip">{m.topic}</span>}
            </span>
            <span className="materials__meta">
              {m.source} · {m.format} · {plural(m.chunk_count, 'passage')}
            </span>
            {m.stale && (
              <span className="badge badge--warn" title="The file changed on disk since it was indexed">
                changed — rescan
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Search hits with the query's words marked; Enter opens the reader at the passage. */
export function SearchResults(props: { results: MaterialHit[]; query: string; message: string | null }) {
  const openReader = useMaterials((s) => s.openReader);
  const terms = highlightTerms(props.query);
  if (props.results.length === 0) {
    return <p className="materials__none">{props.message ?? 'Nothing matches.'}</p>;
  }
  return (
    <ol className="materials__results" aria-label="Search results">
      {props.results.map((r) => (
        <li key={r.chunk_id}>
          <button
            type="button"
            className="materials__hit"
            data-nav-item
            onClick={() => void openReader(r.material_id, { chunkId: r.chunk_id, highlight: props.query })}
          >
            <span className="materials__title">{sectionLabel(r.title, r.section)}</span>
            <span className="materials__snippet">
              <Highlighted text={r.snippet} terms={terms} />
            </span>
            <span className="materials__meta">
              {r.source} · match {Math.round(r.score * 100)}%
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/** What the last import or rescan did, in one line, with the failures named. */
export function ImportSummaryLine({ summary: s }: { summary: ImportSummary }) {
  const parts = [
    `${s.added} added`,
    `${s.updated} updated`,
    `${s.unchanged} unchanged`,
    ...(s.removed ? [`${s.removed} removed`] : []),
    ...(s.errors ? [plural(s.errors, 'error')] : []),
  ];
  return (
    <p className={`materials__summary${s.errors ? ' materials__summary--errors' : ''}`} role="status">
      {s.cancelled ? 'Import cancelled: ' : 'Import finished: '}
      {parts.join(' · ')}.
      {s.details.errors.slice(0, 5).map((e) => (
        <span key={e.path} className="materials__error">
          {' '}
          <code>{e.path.split('/').pop()}</code>: {e.reason}.
        </span>
      ))}
    </p>
  );
}
