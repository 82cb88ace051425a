import type { Task, TaskStatus } from '../../../../src-shared/tasks';
import { addDays } from '../../../../src-shared/text/locale';
import type { Db } from '../db';
import { escapeLike } from './like';
import { statement } from './statements';

/** A row of `tasks` exactly as SQLite returns it. */
export interface DbTask {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  due_at: string | null;
  priority: number;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  deleted_at: string | null;
  topic_id: number | null;
  recurrence: string | null;
}

/** The topic name of a task or plan row, read beside it (a primary-key lookup per row). */
export const TOPIC_NAME_OF = (table: string) => `(SELECT name FROM topics WHERE topics.id = ${table}.topic_id)`;

export function toTask(row: DbTask & { topic?: string | null }): Task {
  return {
    task_id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    due_at: row.due_at,
    priority: row.priority as Task['priority'],
    created_at: row.created_at,
    completed_at: row.completed_at,
    topic_id: row.topic_id,
    topic: row.topic ?? null,
    recurrence: row.recurrence,
  };
}

export interface NewTask {
  title: string;
  description: string;
  due_at: string | null;
  priority: number;
  topic_id: number | null;
  recurrence?: string | null;
}

/** Rows as tools return them: every column plus the topic's name. */
const RETURNING = `RETURNING *, ${TOPIC_NAME_OF('tasks')} AS topic`;

// The statements' texts are built once, here: a text built at each call is a new string the
// statement cache hashes again every time, more work than binding (callgrind, bench/tools.ts).
const INSERT_TASK = `INSERT INTO tasks (title, description, due_at, priority, topic_id, recurrence, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ${RETURNING}`;
const LIVE_TASK = `SELECT *, ${TOPIC_NAME_OF('tasks')} AS topic FROM tasks WHERE id = ? AND deleted_at IS NULL`;
const UPDATE_TASK = `UPDATE tasks SET
       title = coalesce(?, title),
       description = coalesce(?, description),
       due_at = CASE WHEN ? THEN ? ELSE due_at END,
       priority = coalesce(?, priority),
       topic_id = CASE WHEN ? THEN ? ELSE topic_id END,
       recurrence = CASE WHEN ? THEN ? ELSE recurrence END,
       updated_at = ?
     WHERE id = ? AND deleted_at IS NULL ${RETURNING}`;
const SET_TASK_STATUS = `UPDATE tasks SET status = ?, completed_at = ?, updated_at = ?
     WHERE id = ? AND deleted_at IS NULL AND status <> ? ${RETURNING}`;

export function insertTask(db: Db, task: NewTask, now: string): DbTask & { topic: string | null } {
  return statement(db, INSERT_TASK).get(
    task.title,
    task.description,
    task.due_at,
    task.priority,
    task.topic_id,
    task.recurrence ?? null,
    now,
    now,
  ) as DbTask & {
    topic: string | null;
  };
}

/** A task that exists and is not deleted; deleted rows are invisible to every tool. */
export function liveTask(db: Db, id: number): (DbTask & { topic: string | null }) | undefined {
  return statement(db, LIVE_TASK).get(id) as (DbTask & { topic: string | null }) | undefined;
}

export interface TaskFilter {
  status: TaskStatus;
  /** Text to find in the title or description (case-insensitive substring). */
  query: string | null;
  due_before: string | null;
  /** Only tasks of this topic. */
  topic_id?: number | null;
  limit: number;
  /** Rows of this filter to skip, for paging past list_tasks' per-call cap. */
  offset?: number;
}

/** Past this many trigram matches a search is broad, and walking the display index is quicker. */
const NARROW_SEARCH = 2000;

/**
 * The search condition. A rare text (most searches: a title the user half remembers) is looked
 * up in the trigram index and only its few rows are sorted; a text in thousands of tasks (or
 * under three characters, below the trigram's reach) is matched with LIKE while walking the
 * display index, which stops as soon as a page is full.
 */
function searchClause(db: Db, typed: string): { sql: string; params: unknown[] } {
  // SQLite reads text as ending at a NUL (FTS5 then sees an unterminated phrase, LIKE a cut-off
  // pattern), and no title holds one: drop them so the rest is searched as typed.
  const query = typed.replaceAll('\0', '');
  if (query.length === 0) return { sql: '0', params: [] };
  if ([...query].length >= 3) {
    // As one quoted phrase, its own quotes doubled, the query matches exactly that text.
    const phrase = `"${query.replaceAll('"', '""')}"`;
    const ids = statement(db, 'SELECT rowid FROM tasks_search WHERE tasks_search MATCH ? LIMIT ?')
      .pluck()
      .all(phrase, NARROW_SEARCH + 1) as number[];
    if (ids.length <= NARROW_SEARCH)
      return { sql: 'id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(ids)] };
  }
  const pattern = `%${escapeLike(query)}%`;
  return { sql: "(title LIKE ? ESCAPE '\\' OR description LIKE ? ESCAPE '\\')", params: [pattern, pattern] };
}

/** A filter's SQL (its shape, see buildShape) and its parameters, in the order the SQL binds them. */
function taskWhere(db: Db, f: Omit<TaskFilter, 'limit' | 'offset'>): { shape: Shape; params: unknown[] } {
  const params: unknown[] = [];
  if (f.due_before !== null) params.push(f.due_before);
  if (f.topic_id != null) params.push(f.topic_id);
  const search = f.query === null ? null : searchClause(db, f.query);
  if (search) params.push(...search.params);
  return { shape: shapeOf(f.status, f.due_before !== null, f.topic_id != null, search?.sql ?? null), params };
}

// The SQL of each filter's shape, built once: a list call spent more on building its ~400-character
// text and hashing it for the statement cache than on binding. Shapes are few (the search clause
// is one of three fixed texts), so the map stays small.
interface Shape {
  /** The WHERE condition. */
  where: string;
  /** listTasks' whole statement. */
  list: string;
}
// Keyed by the search clause (null or one of searchClause's fixed texts, whose hashes are kept),
// then by the other three terms as a small number: no key text is built and hashed per call.
const SHAPES = new Map<string | null, Shape[]>();

function shapeOf(status: TaskFilter['status'], dated: boolean, topical: boolean, search: string | null): Shape {
  let shapes = SHAPES.get(search);
  if (!shapes) SHAPES.set(search, (shapes = []));
  const key = (status === 'completed' ? 1 : 0) + (dated ? 2 : 0) + (topical ? 4 : 0);
  return (shapes[key] ??= buildShape(status, dated, topical, search));
}

// The terms in the order taskWhere binds their parameters: due_before, topic_id, then the search's.
function buildShape(status: TaskFilter['status'], dated: boolean, topical: boolean, search: string | null): Shape {
  // The status is written into the SQL (it is one of two fixed words, never user text) so SQLite
  // can use the partial index over completed tasks, which a bound parameter would rule out.
  const where = ['deleted_at IS NULL', status === 'completed' ? "status = 'completed'" : "status = 'pending'"];
  // `(due_at IS NULL) = 0` names the index's second column, turning the date bound into a range;
  // `+?` keeps the statement from being re-prepared at every run (see below).
  if (dated) where.push('(due_at IS NULL) = 0', 'due_at < +?');
  if (topical) where.push('topic_id = ?');
  if (search !== null) where.push(search);
  const sql = where.join(' AND ');
  // With due_before every row has a date, so "undated last" is dropped: left in beside the
  // `(due_at IS NULL) = 0` bound, it makes SQLite sort the range instead of reading it in order.
  // Completed tasks (with no date bound) read newest-completed first, from their own index.
  const order = dated
    ? 'due_at, priority, id'
    : status === 'completed'
      ? 'completed_at DESC, id DESC'
      : 'due_at IS NULL, due_at, priority, id';
  // The planner reckons a sort of the completed rows cheaper than walking their own index and
  // stopping at `limit`; it is not, at thousands of completed tasks, so the index is named.
  const from = status === 'completed' && !dated ? 'tasks INDEXED BY tasks_done_by_completion' : 'tasks';
  // `+?`, not `?`: SQLite plans with the value bound to a bare LIMIT, or to a column bound beside an
  // ORDER BY on an index, and so re-prepares the statement whenever a new value is bound — every
  // run, since each run binds again (and better-sqlite3 then compiles a new row constructor). The
  // unary plus hides the value from the planner; the plan is the same. 51 → 32 µs per 50-task page.
  const list = `SELECT ${TASK_COLUMNS} FROM ${from} WHERE ${sql} ORDER BY ${order} LIMIT +? OFFSET ?`;
  return { where: sql, list };
}

/** The columns of a Task, named as the domain names them (see toTask). */
export const TASK_COLUMNS = `id AS task_id, title, description, status, due_at, priority, created_at, completed_at, topic_id, ${TOPIC_NAME_OF('tasks')} AS topic, recurrence`;

/**
 * One status at a time, in display order: dated tasks by date then priority, undated last
 * (completed ones: most recently completed first). The
 * ORDER BY matches the `tasks_live_by_due` index term for term, so SQLite walks the index and
 * stops after `limit` rows instead of sorting every task. Returns Tasks directly: selecting the
 * domain's column names saves re-shaping up to 200 rows on the hottest read.
 */
export function listTasks(db: Db, f: TaskFilter): Task[] {
  const { statement: page, params } = listTasksStatement(db, f);
  return page.all(...params) as Task[];
}

/** The prepared statement listTasks runs and its parameters (the benchmark's raw baseline runs it too). */
export function listTasksStatement(db: Db, f: TaskFilter) {
  const { shape, params } = taskWhere(db, f);
  params.push(f.limit, f.offset ?? 0);
  return { statement: statement(db, shape.list), params };
}

/** How many tasks match a filter; list_tasks needs it to page across statuses. */
export function countTasks(db: Db, f: Omit<TaskFilter, 'limit' | 'offset'>): number {
  const { shape, params } = taskWhere(db, f);
  return (statement(db, `SELECT count(*) AS n FROM tasks WHERE ${shape.where}`).get(...params) as { n: number }).n;
}

export interface TaskPatch {
  title?: string | undefined;
  description?: string | undefined;
  /** `null` clears the due date; `undefined` leaves it. */
  due_at?: string | null | undefined;
  priority?: number | undefined;
  /** `null` takes the task out of its topic; `undefined` leaves it. */
  topic_id?: number | null | undefined;
  /** `null` stops the repetition; `undefined` leaves it. */
  recurrence?: string | null | undefined;
}

export function updateTask(
  db: Db,
  id: number,
  patch: TaskPatch,
  now: string,
): (DbTask & { topic: string | null }) | undefined {
  return statement(db, UPDATE_TASK).get(
    patch.title ?? null,
    patch.description ?? null,
    patch.due_at === undefined ? 0 : 1,
    patch.due_at ?? null,
    patch.priority ?? null,
    patch.topic_id === undefined ? 0 : 1,
    patch.topic_id ?? null,
    patch.recurrence === undefined ? 0 : 1,
    patch.recurrence ?? null,
    now,
    id,
  ) as (DbTask & { topic: string | null }) | undefined;
}

/** Moves a live task to `status`; undefined when it is missing, deleted or already there. */
export function setTaskStatus(
  db: Db,
  id: number,
  status: TaskStatus,
  now: string,
): (DbTask & { topic: string | null }) | undefined {
  return statement(db, SET_TASK_STATUS).get(status, status === 'completed' ? now : null, now, id, status) as
    (DbTask & { topic: string | null }) | undefined;
}

export function softDeleteTask(db: Db, id: number, now: string): boolean {
  return (
    statement(db, 'UPDATE tasks SET deleted_at = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL').run(
      now,
      now,
      id,
    ).changes === 1
  );
}

/** The bounds of Today's sections on the user's clock (see countDueSections). */
export interface DueSectionBounds {
  /** Today's date, YYYY-MM-DD: date-only tasks before it are overdue. */
  today: string;
  /** The first date past the week ahead. */
  weekEnd: string;
  /** Now, and local midnight of tomorrow and of weekEnd, as UTC instants (how timed tasks are stored). */
  nowIso: string;
  tomorrowIso: string;
  weekEndIso: string;
  topic_id: number | null;
}

/**
 * How many pending tasks are overdue, due today and due in the rest of the week ahead, as Today
 * sorts them: a date-only task by its date, a timed one by its instant (due at 9:00, it is
 * overdue at 10:00). Counted in SQL, so the counts are true however many tasks Today draws.
 */
export function countDueSections(db: Db, b: DueSectionBounds): { overdue: number; today: number; week: number } {
  const dated = 'length(due_at) = 10';
  const row = statement(
    db,
    `SELECT
       coalesce(sum(CASE WHEN ${dated} THEN due_at < ? ELSE due_at < ? END), 0) AS overdue,
       coalesce(sum(CASE WHEN ${dated} THEN due_at = ? ELSE due_at >= ? AND due_at < ? END), 0) AS today,
       coalesce(sum(CASE WHEN ${dated} THEN due_at > ? AND due_at < ? ELSE due_at >= ? AND due_at < ? END), 0) AS week
     FROM tasks
     WHERE deleted_at IS NULL AND status = 'pending' AND (due_at IS NULL) = 0 AND due_at < ?
       ${b.topic_id === null ? '' : 'AND topic_id = ?'}`,
  ).get(
    b.today,
    b.nowIso,
    b.today,
    b.nowIso,
    b.tomorrowIso,
    b.today,
    b.weekEnd,
    b.tomorrowIso,
    b.weekEndIso,
    // A day past the week as text: every timed task of the week sorts below it, whatever the zone.
    addDays(b.weekEnd, 1),
    ...(b.topic_id === null ? [] : [b.topic_id]),
  ) as { overdue: number; today: number; week: number };
  return row;
}
