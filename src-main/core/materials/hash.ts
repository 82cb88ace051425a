import type { Hash } from 'node:crypto';

// node:crypto loads on the first hash, not at start-up: ~9 ms every CLI command would pay for
// nothing (only imports, rescans and edits hash). getBuiltinModule is synchronous, unlike import().
const createHash = (algorithm: string): Hash => process.getBuiltinModule('node:crypto').createHash(algorithm);

/** sha256 hex: a material's content hash, a chunk's hash, and edit_material's expected_hash. */
export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}
