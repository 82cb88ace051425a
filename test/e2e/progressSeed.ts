import type { Core } from '../../src-main/core/app';

const DAY = 86_400_000;
const TOPICS = ['Biology', 'Chemistry', 'History', 'Spanish'];

/** A card's JSON state snapshot as review_log stores it. */
function snapshot(state: string, due: Date, stability: number) {
  return JSON.stringify({
    due_at: due.toISOString(),
    stability,
    difficulty: 5,
    elapsed_days: 3,
    scheduled_days: 3,
    learning_steps: 0,
    reps: 4,
    lapses: 0,
    state,
    last_review_at: null,
  });
}

/**
 * A year of study written straight into the database (the tools would take minutes for 100,000
 * reviews): `cards` learned cards over four topics, due over the next weeks, and `reviews` review
 * rows spread over the last 365 days, busier on some days than others, about one in eight "again",
 * each with a time. Deterministic, so a screenshot shows the same year every run.
 */
export function seedReviewHistory(core: Core, opts: { cards: number; reviews: number; now?: Date }): void {
  const now = opts.now ?? new Date();
  const db = core.db;
  const nowIso = now.toISOString();
  db.transaction(() => {
    const topicIds = TOPICS.map((name) => {
      const row = db.prepare('SELECT id FROM topics WHERE name = ?').get(name) as { id: number } | undefined;
      if (row) return row.id;
      return Number(
        db.prepare('INSERT INTO topics (name, created_at) VALUES (?, ?)').run(name, nowIso).lastInsertRowid,
      );
    });
    const card = db.prepare(
      `INSERT INTO flashcards (topic_id, front, back, due_at, stability, difficulty, state, reps, created_at, updated_at)
       VALUES (?, ?, 'answer', ?, 10, 5, 'review', 4, ?, ?)`,
    );
    const cardIds: number[] = [];
    for (let i = 0; i < opts.cards; i++) {
      const due = new Date(now.getTime() + ((i * 7) % 40) * DAY - DAY);
      cardIds.push(
        Number(
          card.run(topicIds[i % TOPICS.length], `Card ${i + 1}`, due.toISOString(), nowIso, nowIso).lastInsertRowid,
        ),
      );
    }
    const review = db.prepare(
      `INSERT INTO review_log (card_id, rating, state_before, state_after, reviewed_at, duration_ms) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const ratings = ['good', 'good', 'hard', 'good', 'easy', 'good', 'good', 'again'];
    for (let i = 0; i < opts.reviews; i++) {
      // A rhythm of busy and quiet days, with weekly rest days, so the heatmap has texture.
      let dayBack = Math.floor(((i * 7919) % 364_000) / 1000);
      if (dayBack % 7 === 3 && i % 5 !== 0) dayBack += 1;
      const at = new Date(now.getTime() - dayBack * DAY - ((i * 37) % 600) * 60_000);
      const state = i % 6 === 0 ? 'learning' : 'review';
      const s = snapshot(state, at, 10);
      review.run(
        cardIds[i % cardIds.length],
        ratings[Math.floor(i / 4) % ratings.length],
        s,
        s,
        at.toISOString(),
        3000 + ((i * 131) % 9000),
      );
    }
  })();
}
