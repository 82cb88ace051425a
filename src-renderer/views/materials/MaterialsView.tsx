import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { EmptyState } from '../../components/EmptyState';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ProgressBar } from '../../components/ProgressBar';
import { plural } from '../../format';
import { useDataChanged } from '../../hooks/useDataChanged';
import { focusKeysHome, useKeysHome } from '../../hooks/useKeysHome';
import { useViewShortcuts } from '../../hooks/useViewShortcuts';
import { useMaterials, type MaterialRow } from '../../stores/materials';
import { toast } from '../../stores/toasts';
import { TopicFilter, useTopicNames } from '../../components/TopicFilter';
import { FileUnderTopic } from './FileUnderTopic';
import type { ViewShortcut } from '../../stores/shortcuts';
import { useViewIntents } from '../../stores/viewIntents';
import '../../styles/views/materials.css';
import { ImportSummaryLine, MaterialList, SearchResults } from './MaterialLists';
import { moveFocus } from './navKeys';
import { Reader } from './Reader';

/** Materials: the imported notes and books, search over them, and the reader. */
export function MaterialsView() {
  const reader = useMaterials((s) => s.reader);
  return reader ? <Reader key={reader.text.material_id} /> : <MaterialsHome />;
}

const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;

function MaterialsHome() {
  const { materials, importErrors, loaded, error, importing, lastImport, query, results, searchMessage } =
    useMaterials();
  const { load, importFrom, cancelImport, rescan, search, clearSearch } = useMaterials.getState();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const topics = useTopicNames();
  const [topic, setTopic] = useState<string | null>(null);
  const [filing, setFiling] = useState<MaterialRow | null>(null);
  const shown = topic === null ? materials : materials.filter((m) => m.topic?.toLowerCase() === topic.toLowerCase());

  // T files the material whose row has focus (J/K move it) under a topic.
  const fileFocused = () => {
    const id = Number((document.activeElement as HTMLElement | null)?.dataset.materialId);
    const m = materials.find((x) => x.material_id === id);
    if (m) setFiling(m);
    else toast('Move to a material first (J/K), then T files it under a topic.');
  };

  useEffect(() => {
    void load();
    const intent = useViewIntents.getState().take(['materials:search', 'materials:import']);
    if (intent?.kind === 'materials:search') searchRef.current?.select();
    if (intent?.kind === 'materials:import') void importFrom(intent.from);
  }, [load, importFrom]);
  useDataChanged(['material'], () => void load());
  // Arriving (and on Esc from a field), the first material (J/K move on); with none, the title.
  // After the intent above, which may have put focus in the search.
  useKeysHome(loaded, () => {
    const first = listRef.current?.querySelector<HTMLElement>('[data-nav-item]');
    first?.focus();
    return Boolean(first);
  });

  const shortcuts: ViewShortcut[] = importing
    ? [
        { key: 'c', label: 'C', description: 'Cancel the import', run: () => void cancelImport() },
        { key: 'Escape', label: 'Esc', description: 'Cancel the import', run: () => void cancelImport() },
      ]
    : [
        { key: 'i', label: 'I', description: 'Import files', run: () => void importFrom('files') },
        { key: 'f', label: 'F', description: 'Import a folder', run: () => void importFrom('folder') },
        { key: 'r', label: 'R', description: 'Rescan: re-read changed files', run: () => void rescan() },
        { key: '/', label: '/', description: 'Search your materials', run: () => searchRef.current?.select() },
        { key: 'j', label: 'J', description: 'Next item', run: () => moveFocus(listRef.current, 1) },
        { key: 'k', label: 'K', description: 'Previous item', run: () => moveFocus(listRef.current, -1) },
        { key: 't', label: 'T', description: 'File the material under a topic', run: fileFocused },
      ];
  useViewShortcuts(shortcuts);

  const passages = materials.reduce((n, m) => n + m.chunk_count, 0);
  return (
    <section className="view materials" aria-labelledby="view-title">
      <header className="view__header">
        <div>
          <h1 id="view-title">Materials</h1>
          <p className="muted">
            {loaded ? `${plural(materials.length, 'material')} · ${plural(passages, 'passage')} indexed` : 'Loading…'}
          </p>
        </div>
        <div className="materials__actions">
          <button type="button" className="button" disabled={!!importing} onClick={() => void importFrom('files')}>
            Import files <kbd>I</kbd>
          </button>
          <button type="button" className="button" disabled={!!importing} onClick={() => void importFrom('folder')}>
            Import folder <kbd>F</kbd>
          </button>
          <button type="button" className="button" disabled={!!importing} onClick={() => void rescan()}>
            Rescan <kbd>R</kbd>
          </button>
        </div>
      </header>
      <ErrorNotice error={error} />
      {importing && (
        <div className="materials__import" role="status">
          <span>
            {importing.files_total === 0
              ? 'Looking for files…'
              : `Importing ${importing.files_done} of ${plural(importing.files_total, 'file')}` +
                (importing.bytes_total ? ` · ${mb(importing.bytes_done ?? 0)} of ${mb(importing.bytes_total)}` : '')}
          </span>
          <ProgressBar
            label="Import"
            value={importing.files_done}
            max={importing.files_total}
            valueText={`${importing.files_done} of ${importing.files_total} files`}
          />
          <button type="button" className="button" onClick={() => void cancelImport()}>
            Cancel <kbd>C</kbd>
          </button>
        </div>
      )}
      {!importing && lastImport && <ImportSummaryLine summary={lastImport} />}
      {importErrors.length > 0 && (
        <details className="materials__errors">
          <summary>{plural(importErrors.length, 'file')} could not be imported</summary>
          <ul>
            {importErrors.map((e) => (
              <li key={e.path}>
                <code>{e.path}</code> — {e.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="field materials__search">
        <label htmlFor="materials-search">Search your materials</label>
        <input
          id="materials-search"
          ref={searchRef}
          type="search"
          className="input"
          placeholder="e.g. how does osmosis work  ( / )"
          value={query}
          onChange={(e) => void search(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              // Drawn at once: the materials are back in the list before their first one takes focus.
              flushSync(clearSearch);
              focusKeysHome();
            } else if (e.key === 'ArrowDown' || (e.key === 'Enter' && results?.length)) {
              e.preventDefault();
              moveFocus(listRef.current, 1);
            }
          }}
        />
      </div>
      <TopicFilter topics={topics} value={topic} onChange={setTopic} />
      {filing && (
        <FileUnderTopic
          material={filing}
          topics={topics}
          onClose={() => {
            const id = filing.material_id;
            setFiling(null);
            requestAnimationFrame(() =>
              listRef.current?.querySelector<HTMLElement>(`[data-material-id="${id}"]`)?.focus(),
            );
          }}
        />
      )}
      <div ref={listRef}>
        {results !== null ? (
          <SearchResults results={results} query={query} message={searchMessage} />
        ) : loaded && materials.length === 0 ? (
          <EmptyState
            title="No materials yet"
            hint="Import your notes, a book or a folder (Markdown, text, reStructuredText, HTML, PDF) to search them and get answers that cite them."
          />
        ) : (
          <MaterialList materials={shown} />
        )}
      </div>
    </section>
  );
}
