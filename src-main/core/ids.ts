/**
 * Ids that name a request or a tool call in logs, audit rows and tool_use ids: unique, not secret.
 *
 * Not `crypto.randomUUID`: loading node:crypto costs ~9 ms, a sixth of a CLI start-up budget
 * (bench/startup.ts), for ids nobody has to be unable to guess. Math.random is V8's xorshift128+,
 * seeded per process, so 122 random bits in the UUID v4 layout still never collide in practice.
 * Anything an attacker must not guess (none today) belongs to node:crypto.
 */
export function newRequestId(): string {
  // Every registry call makes one, and six random draws formatted per id were a measurable part
  // of a list_tasks call (bench/toolsProfile.ts). So: 32 fresh random bits in front (callers cut
  // ids to 8 characters, e.g. tool_use ids), then bits drawn once per process and a counter, which
  // cannot repeat within a process and, with 92 random bits, not across processes in practice.
  // Hex from a table: Number#toString(16) divides in floating point for every digit.
  const head = hex32((Math.random() * 2 ** 32) >>> 0);
  sequence = sequence + 1 < 2 ** 48 ? sequence + 1 : 0;
  const high = Math.floor(sequence / 2 ** 32);
  return `${head}-${processPart}${BYTE_HEX[high >>> 8]}${BYTE_HEX[high & 255]}${hex32(sequence >>> 0)}`;
}

const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hex32 = (n: number): string =>
  BYTE_HEX[n >>> 24]! + BYTE_HEX[(n >>> 16) & 255]! + BYTE_HEX[(n >>> 8) & 255]! + BYTE_HEX[n & 255]!;

const hex = (bits: number) =>
  Math.floor(Math.random() * 2 ** bits)
    .toString(16)
    .padStart(bits / 4, '0');
// The UUID v4 layout's middle: 4 random, '4' and 3 random, the variant and 3 random, then the counter.
const processPart = `${hex(16)}-4${hex(12)}-${(8 + Math.floor(Math.random() * 4)).toString(16)}${hex(12)}-`;
let sequence = 0;
