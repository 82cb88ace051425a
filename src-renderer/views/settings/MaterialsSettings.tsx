import { useCallback, useEffect, useState } from 'react';
import type { Library } from '../../../src-shared/ipc/materials';
import { invoke } from '../../api/client';
import { callTool } from '../../api/tools';
import { plural } from '../../format';
import { useSystem } from '../../stores/system';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * The material libraries (folders imported from) and the import size limit. A library whose
 * folder moved — another disk, a restored database on a new machine — is re-rooted here: paths
 * inside stay relative, so nothing is imported again (reroot_material_library).
 */
export function MaterialsSettings() {
  const maxMb = useSystem((s) => s.settings?.materials_max_file_mb ?? 50);
  const [limit, setLimit] = useState(String(maxMb));
  const { errors, status, save } = useSettingsSave();
  const [libraries, setLibraries] = useState<Library[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(
    () =>
      invoke('materials:libraries').then((r) => {
        if (r.ok) {
          setLibraries(r.data.libraries);
          setLoadError(null);
        } else setLoadError(r.error.message);
      }),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Section
      id="materials-h"
      title="Materials"
      lead="The folders your notes, books and PDFs were imported from, and the largest file an import takes."
    >
      <form
        noValidate
        className="settings-row"
        onSubmit={(e) => {
          e.preventDefault();
          void save({ materials_max_file_mb: limit.trim() === '' ? Number.NaN : Number(limit) });
        }}
      >
        <Field
          label="Largest file to import (MB)"
          error={errors.materials_max_file_mb}
          hint="1 to 2000. Bigger files are skipped and listed with the reason."
        >
          {(a11y) => (
            <input
              {...a11y}
              type="number"
              min={1}
              max={2000}
              step={1}
              value={limit}
              onChange={(e) => setLimit(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button">
          Save
        </button>
      </form>
      <SaveStatus status={status} />
      {loadError && <p className="setting-field__error">Could not list the libraries: {loadError}</p>}
      {libraries && libraries.length === 0 && <p className="muted">No libraries yet: import a folder in Materials.</p>}
      {libraries && libraries.length > 0 && (
        <ul className="library-list" aria-label="Material libraries">
          {libraries.map((l) => (
            <LibraryRow key={l.library_id} library={l} onMoved={load} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function LibraryRow({ library, onMoved }: { library: Library; onMoved: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null);

  const reroot = async () => {
    const r = await callTool(TOOL.reroot_material_library, {
      old_root: library.root,
      new_root: target.trim(),
    });
    if (!r.ok) {
      setMessage({ text: r.error.message, tone: 'error' });
      return;
    }
    setMessage({ text: `Now at ${r.data.root}.`, tone: 'ok' });
    setEditing(false);
    await onMoved();
  };

  return (
    <li className="library-list__item" data-testid="library">
      <code>{library.root}</code> <span className="muted">· {plural(library.materials, 'material')}</span>
      {!library.exists && <span className="status status--unavailable"> · folder not found</span>}
      {editing ? (
        <form
          noValidate
          className="settings-row"
          onSubmit={(e) => {
            e.preventDefault();
            void reroot();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setEditing(false);
            }
          }}
        >
          <Field label={`New folder for ${library.root}`} hint="Where this folder is now, as a full path.">
            {(a11y) => (
              <input
                {...a11y}
                autoFocus
                spellCheck={false}
                value={target}
                onChange={(e) => setTarget(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button--primary" disabled={target.trim() === ''}>
            Move library
          </button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          Re-root…
        </button>
      )}
      {message && (
        <p role="status" className={message.tone === 'error' ? 'setting-field__error' : 'muted'}>
          {message.text}
        </p>
      )}
    </li>
  );
}
