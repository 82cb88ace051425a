import { useState } from 'react';
import type { Settings } from '../../../src-shared/settings';
import { useSystem } from '../../stores/system';
import { EndpointKeyField } from './EndpointKeyField';
import { Field, Section, SaveStatus, useSettingsSave } from './fields';

type Provider = Settings['embedding_provider'];

const MODE_TEXT = {
  bm25: 'Keyword search (BM25) only.',
  hybrid: 'Keyword search fused with embeddings for every passage.',
  hybrid_partial: 'Keyword search fused with embeddings; passages are still being embedded',
  bm25_fallback: 'Keyword search only for now',
} as const;

/**
 * The embedding endpoint for search by meaning beside keywords: which API, where, which model.
 * Saving sends the fields to main; the line below says which retrieval mode search is in.
 */
export function EmbeddingSettings() {
  const settings = useSystem((s) => s.settings);
  const retrieval = useSystem((s) => s.health?.retrieval);
  const refreshHealth = useSystem((s) => s.refreshHealth);
  const [provider, setProvider] = useState<Provider>(settings?.embedding_provider ?? 'none');
  const [url, setUrl] = useState(settings?.embedding_base_url ?? '');
  const [model, setModel] = useState(settings?.embedding_model ?? '');
  const { errors, status, save } = useSettingsSave();
  return (
    <Section
      id="embedding-h"
      title="Search by meaning"
      lead="Optional: an embedding model (Ollama or an OpenAI-compatible service) finds passages that say the same thing in other words."
    >
      <form
        noValidate
        className="settings-row"
        onSubmit={async (e) => {
          e.preventDefault();
          const patch = { embedding_provider: provider, embedding_base_url: url.trim(), embedding_model: model.trim() };
          if (await save(patch)) await refreshHealth();
        }}
      >
        <Field label="Embedding API" error={errors.embedding_provider}>
          {(a11y) => (
            <select {...a11y} value={provider} onChange={(e) => setProvider(e.target.value as Provider)}>
              <option value="none">None (keyword search only)</option>
              <option value="ollama">Ollama (/api/embed)</option>
              <option value="openai">OpenAI-compatible (/v1/embeddings)</option>
            </select>
          )}
        </Field>
        <Field label="Embedding server address" error={errors.embedding_base_url}>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              inputMode="url"
              spellCheck={false}
              placeholder="http://127.0.0.1:11434"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Embedding model name"
          error={errors.embedding_model}
          hint="As the service names it, e.g. nomic-embed-text."
        >
          {(a11y) => <input {...a11y} spellCheck={false} value={model} onChange={(e) => setModel(e.target.value)} />}
        </Field>
        <div className="settings-actions">
          <button type="submit" className="button">
            Save
          </button>
          <SaveStatus status={status} />
        </div>
      </form>
      {retrieval && (
        <p className="muted" role="status" data-testid="retrieval-mode">
          {MODE_TEXT[retrieval.mode]}
          {retrieval.mode === 'hybrid_partial' && ` (${retrieval.embedded} of ${retrieval.total}).`}
          {retrieval.mode === 'bm25_fallback' && `: ${retrieval.reason ?? 'the endpoint cannot be used.'}`}
        </p>
      )}
      <EndpointKeyField which="embedding" />
    </Section>
  );
}
