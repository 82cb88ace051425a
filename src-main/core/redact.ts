/**
 * Removes secrets from text before it is stored, logged or shown. Two nets: the exact values of
 * keys main knows (registered when read, so a key of any shape is caught), and the shapes API
 * keys and auth headers take (so a key main never held — in a pasted error, an upstream echo — is
 * caught too).
 *
 * @example
 *   redactSecrets('401: invalid x-api-key sk-ant-api03-abcdef0123456789') // '401: invalid x-api-key [redacted]'
 */
const known = new Set<string>();

const SHAPES: RegExp[] = [
  /sk-ant-[A-Za-z0-9_-]{8,}/g,
  /\bsk-[A-Za-z0-9_-]{20,}/g,
  /(?<=\bBearer\s+)[A-Za-z0-9._~+/=-]{12,}/gi,
  /(?<=\b(?:x-api-key|api[_-]?key|authorization)["']?\s*[:=]\s*["']?)(?!\[redacted\])[^\s"',}]{8,}/gi,
];

export const REDACTED = '[redacted]';

/** Main read or stored a secret: from now on its exact text is redacted wherever it appears. */
export function registerSecret(value: string | null | undefined): void {
  if (value && value.trim().length >= 8) known.add(value.trim());
}

// Every shape above contains one of these words. Testing for them once is cheaper than four scans
// (the lookbehinds try every position), and every audit row passes through here.
const SHAPE_HINT = /sk-|bearer|api[_-]?key|authorization/i;

export function redactSecrets(text: string): string {
  let out = text;
  for (const secret of known) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  if (!SHAPE_HINT.test(out)) return out;
  for (const shape of SHAPES) out = out.replace(shape, REDACTED);
  return out;
}

/** redactSecrets over every string inside a JSON-like value (a new value; the input is untouched). */
export function redactDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return redactSecrets(value) as T;
  if (depth > 50 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, depth + 1);
  return out as T;
}
