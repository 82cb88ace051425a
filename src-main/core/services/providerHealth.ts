import type { ProviderHealth } from '../../../src-shared/ipc/channels';
import type { Settings } from '../../../src-shared/settings';

export interface ProviderProbeDeps {
  settings: Settings;
  /** The Anthropic API key, if one is stored; never leaves main. */
  apiKey: string | null;
  /** The local endpoint's own key, if one is set (llama.cpp --api-key, a proxy). */
  localApiKey?: string | null;
  cloudBaseUrl?: string;
  /** Per probe; kept under 5 s so a dead endpoint never stalls a turn or the health view. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Why a probe failed, typed so `auto` and the turn can act on it (see agent/failures.ts). */
export type ProbeFailureKind =
  'no_key' | 'not_configured' | 'refused' | 'timeout' | 'bad_response' | 'auth' | 'model_missing';

export interface ProbeOutcome {
  health: ProviderHealth;
  failure: ProbeFailureKind | null;
}

export const DEFAULT_PROBE_TIMEOUT_MS = 3000;

/**
 * A local base URL as the SDK needs it: the SDK adds `/v1/messages` itself, so a URL copied with
 * `/v1` at its end (as Ollama's and llama.cpp's docs show for other clients) would ask for
 * `/v1/v1/messages` and every turn would fail with "model not found". It is dropped, and said so.
 */
export function normalizeLocalBaseUrl(url: string): { url: string; note: string | null } {
  const trimmed = url.trim().replace(/\/+$/, '');
  const m = /^(.*?)\/v1(?:\/messages)?$/i.exec(trimmed);
  if (!m) return { url: trimmed, note: null };
  return {
    url: m[1]!,
    note: `Quire adds /v1/messages itself, so it uses ${m[1]} (the /v1 at the end of the address you gave is left out).`,
  };
}

/** `<base>/v1/models`, keeping any path prefix the base URL has (as the SDK does for /v1/messages). */
export function endpointUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

function causeCode(e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; name?: unknown } } | null)?.cause;
  // undici names a non-HTTP answer HTTPParserError, with or without an HPE_* code.
  if (cause?.name === 'HTTPParserError') return 'HPE_PARSE';
  return typeof cause?.code === 'string' ? cause.code : '';
}

/** Model ids an endpoint lists, in either the Anthropic (`data[].id`) or Ollama (`models[].name`) shape. */
function listedModels(body: unknown): string[] | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { data?: unknown; models?: unknown };
  const list = Array.isArray(b.data) ? b.data : Array.isArray(b.models) ? b.models : null;
  if (!list) return null;
  return list
    .map((m) =>
      m && typeof m === 'object'
        ? ((m as { id?: unknown; name?: unknown }).id ?? (m as { name?: unknown }).name)
        : null,
    )
    .filter((id): id is string => typeof id === 'string');
}

const sameModel = (a: string, b: string) => a === b || a.replace(/:latest$/, '') === b.replace(/:latest$/, '');

/**
 * Asks an Anthropic-compatible endpoint for its model list. A JSON answer means healthy; 401/403
 * means reachable but the key is refused (degraded); an answer that is not JSON, a refused
 * connection or no answer within the timeout means unavailable, each with its own typed reason.
 */
async function probeEndpoint(
  name: 'cloud' | 'local',
  baseUrl: string,
  headers: Record<string, string>,
  deps: ProviderProbeDeps,
  model: string | null,
): Promise<ProbeOutcome> {
  const started = performance.now();
  const fetchImpl = deps.fetchImpl ?? fetch;
  const fail = (
    failure: ProbeFailureKind,
    error: string,
    status: ProviderHealth['status'] = 'unavailable',
    latency_ms: number | null = null,
  ): ProbeOutcome => ({
    health: { name, status, latency_ms, error, detail: baseUrl },
    failure,
  });
  try {
    const res = await fetchImpl(endpointUrl(baseUrl, '/v1/models'), {
      headers: { 'anthropic-version': '2023-06-01', ...headers },
      signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS),
    });
    const text = await res.text();
    const latency_ms = Math.round(performance.now() - started);
    if (res.status === 401 || res.status === 403)
      return fail('auth', 'The API key was rejected.', 'degraded', latency_ms);
    // Some compatible servers have no model list; reachable is what matters then.
    if (res.status === 404 || res.status === 405) {
      return {
        health: { name, status: 'healthy', latency_ms, error: null, detail: `${baseUrl} (no model list)` },
        failure: null,
      };
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return fail(
        'bad_response',
        `${baseUrl} answered, but not like the Anthropic API (HTTP ${res.status}, not JSON).`,
        'unavailable',
        latency_ms,
      );
    }
    if (!res.ok) return fail('bad_response', `${baseUrl} answered HTTP ${res.status}.`, 'degraded', latency_ms);
    const models = listedModels(body);
    if (model && models && models.length > 0 && !models.some((m) => sameModel(m, model))) {
      return fail(
        'model_missing',
        `The model “${model}” is not available at ${baseUrl} (it has: ${models.slice(0, 5).join(', ')}).`,
        'degraded',
        latency_ms,
      );
    }
    return { health: { name, status: 'healthy', latency_ms, error: null, detail: baseUrl }, failure: null };
  } catch (e) {
    const name_ = e instanceof Error ? e.name : '';
    if (name_ === 'TimeoutError' || name_ === 'AbortError')
      return fail('timeout', `${baseUrl} did not answer within ${deps.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS} ms.`);
    const code = causeCode(e);
    if (code.startsWith('HPE_')) return fail('bad_response', `${baseUrl} answered with something that is not HTTP.`);
    return fail('refused', `${baseUrl} could not be reached${code ? ` (${code})` : ''}.`);
  }
}

export async function probeCloud(deps: ProviderProbeDeps): Promise<ProbeOutcome> {
  if (!deps.apiKey) {
    return {
      health: { name: 'cloud', status: 'unavailable', latency_ms: null, error: 'No API key is set.', detail: null },
      failure: 'no_key',
    };
  }
  return probeEndpoint(
    'cloud',
    deps.cloudBaseUrl ?? 'https://api.anthropic.com',
    { 'x-api-key': deps.apiKey },
    deps,
    null,
  );
}

export async function probeLocal(deps: ProviderProbeDeps): Promise<ProbeOutcome> {
  const { settings } = deps;
  if (!settings.local_base_url || !settings.local_model) {
    return {
      health: {
        name: 'local',
        status: 'unavailable',
        latency_ms: null,
        error: 'No local endpoint is configured (Settings → Local model).',
        detail: null,
      },
      failure: 'not_configured',
    };
  }
  const base = normalizeLocalBaseUrl(settings.local_base_url);
  const outcome = await probeEndpoint(
    'local',
    base.url,
    deps.localApiKey ? { 'x-api-key': deps.localApiKey, authorization: `Bearer ${deps.localApiKey}` } : {},
    deps,
    settings.local_model,
  );
  if (outcome.failure === 'auth') {
    outcome.health.error = deps.localApiKey
      ? 'The local server refused the local API key (Settings → Local model).'
      : 'The local server wants an API key: set the local API key in Settings → Local model.';
  }
  if (base.note) outcome.health.detail = base.note;
  return outcome;
}

export const OFFLINE_HEALTH: ProviderHealth = {
  name: 'offline',
  status: 'healthy',
  latency_ms: 0,
  error: null,
  detail: 'Built-in agent; needs no network.',
};

export async function probeProviders(deps: ProviderProbeDeps): Promise<ProviderHealth[]> {
  const [cloud, local] = await Promise.all([probeCloud(deps), probeLocal(deps)]);
  return [cloud.health, local.health, OFFLINE_HEALTH];
}

/** `auto` prefers cloud, then local, then offline; an explicit choice is honoured as is. */
export function activeProvider(settings: Settings, health: ProviderHealth[]): 'cloud' | 'local' | 'offline' {
  if (settings.provider !== 'auto') return settings.provider;
  const usable = (n: string) => health.some((h) => h.name === n && h.status === 'healthy');
  if (usable('cloud')) return 'cloud';
  if (usable('local')) return 'local';
  return 'offline';
}
