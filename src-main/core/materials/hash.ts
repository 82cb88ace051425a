import crypto from 'node:crypto';

/** sha256 hex: a material's content hash, a chunk's hash, and edit_material's expected_hash. */
export function sha256(data: Uint8Array | string): string {
  return crypto.createHash('sha256').update(data).digest('hex');
}
