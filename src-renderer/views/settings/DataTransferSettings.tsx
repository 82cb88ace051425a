import { useEffect, useState } from 'react';
import type { DataImportResult } from '../../../src-shared/ipc/dataTransfer';
import type { EventPayload } from '../../../src-shared/ipc/events';
import { invoke, onEvent } from '../../api/client';
import { useConfirm } from '../../stores/confirm';
import { Field, SaveStatus, Section } from './fields';

type Status = { text: string; tone: 'ok' | 'error' } | null;
type Progress = EventPayload<'data:progress'>;

const FORMATS = [
  { value: 'json', label: 'Everything (Quire .json)' },
  { value: 'apkg', label: 'Flashcards for Anki (.apkg)' },
  { value: 'csv', label: 'Flashcards as Anki text (.txt)' },
  { value: 'ics', label: 'Dated tasks and plan steps (.ics)' },
] as const;
type Format = (typeof FORMATS)[number]['value'];

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Reads a picked file as base64 (FileReader's data URL, minus its prefix). */
function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Hands bytes to the browser as a download, as a "Save as…" would. */
function download(name: string, mime: string, bytes: Uint8Array<ArrayBuffer>) {
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const count = (n: unknown, what: string) => (typeof n === 'number' && n > 0 ? [`${n} ${what}`] : []);

/** One line a student reads after an import: what came in, what was skipped, where the backup is. */
export function importSummaryText(r: DataImportResult): string {
  const parts =
    r.format === 'json'
      ? [
          `${String(r.rows)} rows restored`,
          ...(r.backup ? [`the previous data was backed up to ${String(r.backup)}`] : []),
        ]
      : [
          ...count(r.cards_added, 'cards added'),
          ...count(r.cards_updated, 'updated'),
          ...count(r.duplicates_skipped, 'duplicates skipped'),
          ...count(r.empty_skipped, 'empty cards skipped'),
          ...count(r.reviews_imported, 'reviews'),
          ...count((r.media as { missing?: unknown[] } | undefined)?.missing?.length, 'media files missing'),
        ];
  return `Imported: ${parts.join(', ') || 'nothing new'}.`;
}

/** Settings → Data: export (JSON, Anki, Anki text, iCalendar) and import with progress. */
export function DataTransferSettings() {
  const [format, setFormat] = useState<Format>('json');
  const [topic, setTopic] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [plainCards, setPlainCards] = useState(false);
  const [duplicates, setDuplicates] = useState<'skip' | 'update'>('skip');
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [exportStatus, setExportStatus] = useState<Status>(null);
  const [importStatus, setImportStatus] = useState<Status>(null);
  const ask = useConfirm((s) => s.ask);
  useEffect(() => onEvent('data:progress', setProgress), []);
  const cardsOnly = format === 'apkg' || format === 'csv';

  const runExport = async () => {
    setBusy('export');
    setProgress(null);
    const r = await invoke('data:export', { format, ...(cardsOnly && topic.trim() ? { topic: topic.trim() } : {}) });
    setBusy(null);
    if (!r.ok) return setExportStatus({ text: `Export failed: ${r.error.message}`, tone: 'error' });
    download(r.data.file_name, r.data.mime, base64ToBytes(r.data.content_base64));
    const what = Object.entries(r.data.counts)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`);
    setExportStatus({
      text: `Exported ${r.data.file_name}${what.length ? ` (${what.slice(0, 4).join(', ')})` : ''}.`,
      tone: 'ok',
    });
  };

  const runImport = async () => {
    if (!file) return setImportStatus({ text: 'Choose a file to import first.', tone: 'error' });
    if (replace) {
      const yes = await ask({
        tool: 'import_replace',
        input: { file: file.name },
        summary: `Replace everything in Quire with ${file.name}? A backup of your current data is made first.`,
      });
      if (!yes) return setImportStatus({ text: 'Nothing was imported.', tone: 'ok' });
    }
    setBusy('import');
    setProgress(null);
    setImportStatus(null);
    let content: string;
    try {
      content = await fileToBase64(file);
    } catch (e) {
      setBusy(null);
      return setImportStatus({ text: e instanceof Error ? e.message : String(e), tone: 'error' });
    }
    const r = await invoke('data:import', {
      file_name: file.name,
      content_base64: content,
      duplicates,
      ...(replace ? { replace: true } : {}),
      ...(plainCards ? { cards: true } : {}),
    });
    setBusy(null);
    if (!r.ok) return setImportStatus({ text: `Import failed: ${r.error.message}`, tone: 'error' });
    setImportStatus({ text: importSummaryText(r.data), tone: 'ok' });
  };

  return (
    <Section
      id="transfer-h"
      title="Export and import"
      lead="Take your data elsewhere or bring it in: a full Quire export, Anki decks and text files, or a calendar of due dates."
    >
      <div className="settings-row">
        <Field label="Export" hint="Cards can be limited to one topic.">
          {(a11y) => (
            <select {...a11y} value={format} onChange={(e) => setFormat(e.target.value as Format)}>
              {FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {cardsOnly && (
          <Field label="Topic (optional)">
            {(a11y) => (
              <input {...a11y} value={topic} onChange={(e) => setTopic(e.target.value)} placeholder="All topics" />
            )}
          </Field>
        )}
        <button type="button" className="button" onClick={() => void runExport()} disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export'}
        </button>
      </div>
      <SaveStatus status={exportStatus} />

      <div className="settings-row">
        <Field label="Import a file" hint=".json from Quire, .apkg/.colpkg from Anki, or cards in .csv/.tsv/.txt">
          {(a11y) => (
            <input
              {...a11y}
              type="file"
              accept=".json,.apkg,.colpkg,.csv,.tsv,.txt"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field label="Cards already there">
          {(a11y) => (
            <select {...a11y} value={duplicates} onChange={(e) => setDuplicates(e.target.value as 'skip' | 'update')}>
              <option value="skip">Skip them</option>
              <option value="update">Update their answers</option>
            </select>
          )}
        </Field>
      </div>
      <div className="settings-actions">
        <label>
          <input type="checkbox" checked={plainCards} onChange={(e) => setPlainCards(e.target.checked)} /> A plain
          two-column file of cards
        </label>
        <label>
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> Replace all my data
          (Quire .json; backed up first)
        </label>
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void runImport()}
          disabled={busy !== null}
        >
          {busy === 'import' ? 'Importing…' : 'Import'}
        </button>
        {progress && (
          // Stays at its last value after the work ends, so a quick import still shows it finished.
          <span className="transfer-progress">
            <progress
              max={Math.max(progress.total, 1)}
              value={progress.done}
              aria-label={`${progress.operation === 'import' ? 'Import' : 'Export'} progress`}
            />{' '}
            {progress.phase} ({progress.done}/{progress.total})
          </span>
        )}
        <SaveStatus status={importStatus} />
      </div>
    </Section>
  );
}
