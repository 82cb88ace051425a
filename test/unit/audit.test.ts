import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../src-main/core/db/queries/journal';
import { createAuditLog, inputText } from '../../src-main/core/tools/audit';
import { memoryDb } from '../helpers/db';

const row = (i: number): JournalEntry => ({
  tool: i % 2 ? 'list_tasks' : 'add_task',
  input: inputText({ title: `task ${i}`, nested: [i] }),
  ok: i % 3 !== 0,
  code: i % 3 === 0 ? 'validation_error' : null,
  duration_ms: i / 7,
  origin: 'ui',
  session_id: i % 4 === 0 ? null : i,
  request_id: `req-${i}`,
  created_at: new Date(Date.UTC(2026, 10, 21, 9, 0, i)).toISOString(),
});

const stored = (db: Awaited<ReturnType<typeof memoryDb>>) =>
  db
    .prepare(
      'SELECT tool, input, ok, code, duration_ms, origin, session_id, request_id, created_at FROM journal ORDER BY id',
    )
    .all();

const expected = (rows: JournalEntry[]) => rows.map((r) => ({ ...r, ok: r.ok ? 1 : 0 }));

describe('audit rows of the journal', () => {
  it.each([1, 49, 50, 123, 499])(
    'writes a burst of %i buffered rows in call order, each exactly as given',
    async (n) => {
      const db = await memoryDb();
      const audit = createAuditLog(db);
      const rows = Array.from({ length: n }, (_, i) => row(i));
      rows.forEach((r) => audit.defer(r));
      audit.flush();
      expect(stored(db)).toEqual(expected(rows));
    },
  );

  it('flushes by itself at 500 buffered rows, and on the next tick otherwise', async () => {
    const db = await memoryDb();
    const audit = createAuditLog(db);
    for (let i = 0; i < 500; i++) audit.defer(row(i));
    expect(stored(db)).toHaveLength(500);
    audit.defer(row(500));
    expect(stored(db)).toHaveLength(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored(db)).toHaveLength(501);
  });

  it('truncates a huge input and records an unserialisable one instead of failing', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const inputs = [inputText({ text: 'x'.repeat(20_000) }), inputText(cyclic)];
    expect(JSON.parse(inputs[0]!)).toEqual({ truncated: expect.any(String) });
    expect(inputs[0]!.length).toBeLessThan(8_100);
    expect(inputs[1]).toBe('"[unserialisable input]"');
  });
});
