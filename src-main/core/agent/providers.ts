import type Anthropic from '@anthropic-ai/sdk';
import { loadSdk } from './sdk';
import type { AgentChoice } from '../../../src-shared/chatRequest';
import type { Settings } from '../../../src-shared/settings';
import {
  normalizeLocalBaseUrl,
  probeCloud,
  probeLocal,
  type ProbeFailureKind,
  type ProbeOutcome,
  type ProviderProbeDeps,
} from '../services/providerHealth';
import type { ProviderFailure, ProviderFailureKind } from './failures';
import { watchedFetch } from './request';

/**
 * Which agent answers a turn, and a ready SDK client when it is a model. `auto` is cloud when a
 * key is set and the API answers, else local when configured and answering, else offline. Probe
 * results are cached briefly so a conversation does not pay a round trip per turn; a failed
 * model request drops the cache so the next turn looks again.
 */
export type ProviderPick =
  | { kind: 'model'; provider: 'cloud' | 'local'; client: Anthropic; model: string; baseUrl: string }
  | { kind: 'offline'; reason: string | null }
  | { kind: 'unavailable'; provider: 'cloud' | 'local'; failure: ProviderFailure };

export interface ProviderPickerOptions {
  apiKey: () => string | null;
  /** The local endpoint's optional key; never the cloud key. */
  localApiKey?: () => string | null;
  cloudBaseUrl?: string;
  /** How long a probe result is trusted. */
  ttlMs?: number;
  probeTimeoutMs?: number;
  /** Headers-to-first-byte timeout of a model request. */
  requestTimeoutMs?: number;
  /** SDK retries for 408/409/429/5xx/connection errors on the cloud (local gets one). */
  cloudRetries?: number;
}

export const CLOUD_BASE_URL = 'https://api.anthropic.com';

const PROBE_KIND: Record<ProbeFailureKind, ProviderFailureKind> = {
  no_key: 'no_key',
  not_configured: 'not_configured',
  refused: 'refused',
  timeout: 'timeout',
  bad_response: 'bad_response',
  auth: 'auth',
  model_missing: 'not_found',
};

function probeFailure(provider: 'cloud' | 'local', probe: ProbeOutcome): ProviderFailure {
  const kind = PROBE_KIND[probe.failure ?? 'refused'];
  const hint =
    kind === 'no_key'
      ? ' Add one in Settings (the command line reads ANTHROPIC_API_KEY), or choose the offline agent.'
      : kind === 'not_configured'
        ? ' Or choose the offline agent.'
        : provider === 'local'
          ? ' Is the server running? Or switch the agent to auto or offline.'
          : '';
  return {
    kind,
    message: `${provider === 'cloud' ? 'Claude' : 'The local model'} is not available: ${probe.health.error ?? 'unknown error'}${hint}`,
    retryable: kind !== 'no_key' && kind !== 'not_configured',
    status: null,
  };
}

export function createProviderPicker(opts: ProviderPickerOptions) {
  const ttl = opts.ttlMs ?? 30_000;
  const cache = new Map<'cloud' | 'local', { at: number; fingerprint: string; outcome: ProbeOutcome }>();
  const clients = new Map<string, Anthropic>();

  async function client(provider: 'cloud' | 'local', baseUrl: string, apiKey: string): Promise<Anthropic> {
    // The key is part of the cache identity only in memory; it is never logged or stored.
    const id = `${provider}\n${baseUrl}\n${apiKey}`;
    let c = clients.get(id);
    if (!c) {
      if (clients.size > 4) clients.clear();
      const Sdk = await loadSdk();
      c = new Sdk({
        apiKey,
        baseURL: baseUrl,
        maxRetries: provider === 'cloud' ? (opts.cloudRetries ?? 3) : 1,
        // A local model on a CPU can take minutes to read the prompt before its first byte.
        timeout: opts.requestTimeoutMs ?? (provider === 'cloud' ? 60_000 : 300_000),
        // The SDK's own logging could print request details; errors reach the user through failures.ts.
        logLevel: 'off',
        // Lets the loop's idle timer pause while the SDK waits out retry-after (request.ts).
        fetch: watchedFetch,
      });
      clients.set(id, c);
    }
    return c;
  }

  async function probe(provider: 'cloud' | 'local', settings: Settings, apiKey: string | null): Promise<ProbeOutcome> {
    const fingerprint =
      provider === 'cloud'
        ? `${apiKey ? 'key' : ''}|${opts.cloudBaseUrl ?? ''}`
        : `${settings.local_base_url}|${settings.local_model}|${opts.localApiKey?.() ? 'key' : ''}`;
    const hit = cache.get(provider);
    if (hit && hit.fingerprint === fingerprint && Date.now() - hit.at < ttl) return hit.outcome;
    const deps: ProviderProbeDeps = {
      settings,
      apiKey,
      localApiKey: opts.localApiKey?.() ?? null,
      ...(opts.cloudBaseUrl ? { cloudBaseUrl: opts.cloudBaseUrl } : {}),
      ...(opts.probeTimeoutMs ? { timeoutMs: opts.probeTimeoutMs } : {}),
    };
    const outcome = provider === 'cloud' ? await probeCloud(deps) : await probeLocal(deps);
    cache.set(provider, { at: Date.now(), fingerprint, outcome });
    return outcome;
  }

  const cloudPick = async (settings: Settings, apiKey: string): Promise<ProviderPick> => {
    const baseUrl = opts.cloudBaseUrl ?? CLOUD_BASE_URL;
    return {
      kind: 'model',
      provider: 'cloud',
      client: await client('cloud', baseUrl, apiKey),
      model: settings.cloud_model,
      baseUrl,
    };
  };
  // Most local servers ignore the key, but the SDK needs one: the local key when set, never the cloud one.
  const localPick = async (settings: Settings): Promise<ProviderPick> => {
    const baseUrl = normalizeLocalBaseUrl(settings.local_base_url).url;
    return {
      kind: 'model',
      provider: 'local',
      client: await client('local', baseUrl, opts.localApiKey?.() || 'local-endpoint'),
      model: settings.local_model,
      baseUrl,
    };
  };

  return {
    async pick(choice: AgentChoice, settings: Settings): Promise<ProviderPick> {
      const apiKey = opts.apiKey();
      if (choice === 'offline') return { kind: 'offline', reason: null };
      if (choice === 'cloud') {
        // No probe on an explicit choice: the request itself reports any failure, and the turn
        // starts without an extra round trip.
        if (!apiKey)
          return {
            kind: 'unavailable',
            provider: 'cloud',
            failure: probeFailure('cloud', await probe('cloud', settings, null)),
          };
        return cloudPick(settings, apiKey);
      }
      if (choice === 'local') {
        // A local server is often simply not started: find out within the probe timeout rather
        // than waiting on a request.
        const p = await probe('local', settings, null);
        return p.health.status === 'healthy'
          ? localPick(settings)
          : { kind: 'unavailable', provider: 'local', failure: probeFailure('local', p) };
      }
      const [cloud, local] = await Promise.all([probe('cloud', settings, apiKey), probe('local', settings, null)]);
      if (apiKey && cloud.health.status === 'healthy') return cloudPick(settings, apiKey);
      if (local.health.status === 'healthy') return localPick(settings);
      return { kind: 'offline', reason: [cloud.health.error, local.health.error].filter(Boolean).join(' ') || null };
    },
    /** A request failed to connect: forget the cached "healthy" so the next turn probes again. */
    forget(provider: 'cloud' | 'local'): void {
      cache.delete(provider);
    },
  };
}

export type ProviderPicker = ReturnType<typeof createProviderPicker>;
