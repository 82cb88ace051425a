import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstIdAtOrAfter } from '../../src-main/core/db/queries/timeOrdered';
import { memoryDb } from '../helpers/db';

// The 30-day purges and undo's walk find their cutoff by bisecting ids (no time index since migration 24): on a
// log written in time order, with gaps where rows were deleted, it must find exactly the first
// row a scan would, so the purge clears every older row and no younger one.
describe('firstIdAtOrAfter', () => {
  it('finds the first row written at or after the cutoff, as a scan would, across gaps in ids', async () => {
    const db = await memoryDb();
    try {
      const insert = db.prepare(
        "INSERT INTO journal (id, tool, input, ok, code, duration_ms, origin, session_id, request_id, created_at) VALUES (?, 'list_tasks', '{}', 1, NULL, 1, 'ui', NULL, 'r', ?)",
      );
      const scan = db.prepare('SELECT min(id) AS id FROM journal WHERE created_at >= ?').pluck();
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }),
          fc.integer({ min: 0, max: 200 }),
          (steps, cut) => {
            db.exec('DELETE FROM journal');
            let id = 0;
            let minute = 0;
            for (const [gap, later] of steps) {
              id += gap;
              minute += later;
              insert.run(id, new Date(Date.UTC(2026, 9, 1, 0, minute)).toISOString());
            }
            const cutoff = new Date(Date.UTC(2026, 9, 1, 0, cut % (minute + 2))).toISOString();
            expect(firstIdAtOrAfter(db, 'journal', cutoff)).toBe(scan.get(cutoff) ?? null);
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      db.close();
    }
  });
});
