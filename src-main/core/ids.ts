/**
 * Ids that name a request or a tool call in logs, audit rows and tool_use ids: unique, not secret.
 *
 * Not `crypto.randomUUID`: loading node:crypto costs ~9 ms, a sixth of a CLI start-up budget
 * (bench/startup.ts), for ids nobody has to be unable to guess. Math.random is V8's xorshift128+,
 * seeded per process, so 122 random bits in the UUID v4 layout still never collide in practice.
 * Anything an attacker must not guess (none today) belongs to node:crypto.
 */
export function newRequestId(): string {
  const hex = (bits: number) =>
    Math.floor(Math.random() * 2 ** bits)
      .toString(16)
      .padStart(bits / 4, '0');
  const variant = (8 + Math.floor(Math.random() * 4)).toString(16);
  return `${hex(32)}-${hex(16)}-4${hex(12)}-${variant}${hex(12)}-${hex(24)}${hex(24)}`;
}
