import type { ProviderHealth } from '../../../src-shared/ipc/channels';
import type { Settings } from '../../../src-shared/settings';

export interface ProviderProbeDeps {
  settings: Settings;
  /** The Anthropic API key, if one is stored; never leaves main. */
  apiKey: string | null;
  cloudBaseUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Asks an Anthropic-compatible endpoint for its model list. Any HTTP answer means reachable;
 * 401/403 means reachable but the key is refused (degraded); no answer means unavailable.
 */
async function probeEndpoint(
  name: 'cloud' | 'local',
  baseUrl: string,
  headers: Record<string, string>,
  deps: ProviderProbeDeps,
): Promise<ProviderHealth> {
  const started = performance.now();
  const fetchImpl = deps.fetchImpl ?? fetch;
  try {
    const res = await fetchImpl(new URL('/v1/models', baseUrl), {
      headers: { 'anthropic-version': '2023-06-01', ...headers },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 3000),
    });
    const latency_ms = Math.round(performance.now() - started);
    if (res.status === 401 || res.status === 403) {
      return { name, status: 'degraded', latency_ms, error: 'The API key was rejected.', detail: baseUrl };
    }
    return { name, status: 'healthy', latency_ms, error: null, detail: baseUrl };
  } catch (e) {
    const reason = e instanceof Error && e.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    return { name, status: 'unavailable', latency_ms: null, error: `${baseUrl} ${reason}.`, detail: baseUrl };
  }
}

export async function probeProviders(deps: ProviderProbeDeps): Promise<ProviderHealth[]> {
  const { settings } = deps;
  const cloud: Promise<ProviderHealth> = deps.apiKey
    ? probeEndpoint('cloud', deps.cloudBaseUrl ?? 'https://api.anthropic.com', { 'x-api-key': deps.apiKey }, deps)
    : Promise.resolve({ name: 'cloud', status: 'unavailable', latency_ms: null, error: 'No API key is set.', detail: null });
  const local: Promise<ProviderHealth> =
    settings.local_base_url && settings.local_model
      ? probeEndpoint('local', settings.local_base_url, {}, deps)
      : Promise.resolve({
          name: 'local',
          status: 'unavailable',
          latency_ms: null,
          error: 'No local endpoint is configured (Settings → Local model).',
          detail: null,
        });
  const offline: ProviderHealth = {
    name: 'offline',
    status: 'healthy',
    latency_ms: 0,
    error: null,
    detail: 'Built-in agent; needs no network.',
  };
  return [await cloud, await local, offline];
}

/** `auto` prefers cloud, then local, then offline; an explicit choice is honoured as is. */
export function activeProvider(settings: Settings, health: ProviderHealth[]): 'cloud' | 'local' | 'offline' {
  if (settings.provider !== 'auto') return settings.provider;
  const usable = (n: string) => health.some((h) => h.name === n && h.status === 'healthy');
  if (usable('cloud')) return 'cloud';
  if (usable('local')) return 'local';
  return 'offline';
}
