import type { DataChange } from '../tools/define';

/**
 * How a recorded table is named to the student and which renderer refresh (DataChange entity
 * type) it belongs to. A table missing here is still undone; it is just called "row" and
 * refreshes nothing in particular.
 */
const TABLES: Record<string, { noun: string; entity: string }> = {
  tasks: { noun: 'task', entity: 'task' },
  plans: { noun: 'plan', entity: 'plan' },
  plan_items: { noun: 'plan step', entity: 'item' },
  flashcards: { noun: 'flashcard', entity: 'flashcard' },
  review_log: { noun: 'review', entity: 'flashcard' },
  topics: { noun: 'topic', entity: 'topic' },
  quizzes: { noun: 'quiz', entity: 'quiz' },
  quiz_questions: { noun: 'quiz question', entity: 'quiz' },
  quiz_attempts: { noun: 'quiz attempt', entity: 'attempt' },
  chat_sessions: { noun: 'conversation', entity: 'session' },
  messages: { noun: 'message', entity: 'message' },
  materials: { noun: 'material', entity: 'material' },
  material_libraries: { noun: 'material folder', entity: 'material' },
  settings: { noun: 'setting', entity: 'settings' },
};

// The field that names a row to a person, first match wins.
const LABEL_FIELDS = ['title', 'front', 'name', 'question', 'key'];

export function nounOf(table: string): string {
  return TABLES[table]?.noun ?? `${table} row`;
}

/** "task ‘Essay draft’", or "task 4" when the row has no name. */
export function describeRow(table: string, rowId: number, values: Record<string, unknown> | null): string {
  const field = values ? LABEL_FIELDS.find((f) => typeof values[f] === 'string') : undefined;
  const label = field ? String(values![field]).replace(/\s+/g, ' ') : '';
  const short = label.length > 60 ? `${label.slice(0, 59)}…` : label;
  return short ? `${nounOf(table)} ‘${short}’` : `${nounOf(table)} ${rowId}`;
}

/** What the renderer must refresh after rows of these tables changed. */
export function dataChangesOf(rows: { table: string; row_id: number }[]): DataChange[] {
  const byEntity = new Map<string, Set<number>>();
  for (const r of rows) {
    const entity = TABLES[r.table]?.entity;
    if (!entity) continue;
    const ids = byEntity.get(entity) ?? new Set<number>();
    // A review's refresh is its card's; its own id means nothing to the card views.
    if (r.table !== 'review_log') ids.add(r.row_id);
    byEntity.set(entity, ids);
  }
  return [...byEntity].map(([entity_type, ids]) => ({ entity_type, ids: [...ids] }));
}
