import { err, ok, type Candidate, type EntityType, type ToolResult } from '../../../src-shared/result';
import type { Db } from '../db/connection';
import { escapeLike } from '../db/queries/like';

/** How to find one kind of entity by its title. Table and column names are code, never input. */
export interface TitleLookup {
  db: Db;
  entityType: EntityType;
  table: string;
  /** The column the user names the entity by: `title`, `name`, `front`… */
  titleColumn: string;
  idColumn?: string;
  /** Soft-delete column; rows with it set are never matched. `null` for tables without one. */
  deletedColumn?: string | null;
  /** Extra SQL condition ANDed in, e.g. `plan_id = ?`; its values go in `params`. */
  where?: string;
  params?: readonly unknown[];
  /** The input field the title came from, for `details.query` (default `title`). */
  queryField?: string;
  /** Lower-case noun for messages (default: the entity type) and its plural (default: noun + s). */
  noun?: string;
  plural?: string;
}

export const MAX_CANDIDATES = 10;

export { escapeLike } from '../db/queries/like';

function listCandidates(candidates: Candidate[], more: boolean): string {
  const names = candidates.map((c) => `#${c.id} '${c.title}'`).join(', ');
  return more ? `${names} and more` : names;
}

/**
 * Resolves an entity by title: a case-insensitive exact match first, then a unique substring
 * match. Several matches → conflict `ambiguous` with up to 10 candidates; none → not_found.
 * Soft-deleted rows never match.
 *
 * @example
 *   findByTitle({ db, entityType: 'plan', table: 'plans', titleColumn: 'title', queryField: 'plan_title' }, 'python')
 *   // → ok({ id: 3, title: 'Python basics' }) when it is the only plan whose title contains "python"
 */
export function findByTitle(spec: TitleLookup, rawTitle: string): ToolResult<Candidate> {
  const title = rawTitle.trim();
  const id = spec.idColumn ?? 'id';
  const col = spec.titleColumn;
  const noun = spec.noun ?? spec.entityType;
  const query = { [spec.queryField ?? 'title']: rawTitle };
  // An empty needle would be a substring of every title; schemas should stop it, this makes sure.
  if (title === '') {
    return err('not_found', `Give part of the ${noun}'s title to look it up.`, { entity_type: spec.entityType, query });
  }
  const conditions = [
    ...(spec.deletedColumn === null ? [] : [`${spec.deletedColumn ?? 'deleted_at'} IS NULL`]),
    ...(spec.where ? [`(${spec.where})`] : []),
  ];
  const scope = conditions.length > 0 ? ` AND ${conditions.join(' AND ')}` : '';
  const params = spec.params ?? [];
  const select = `SELECT ${id} AS id, ${col} AS title FROM ${spec.table}`;
  // One more than we show, so the message can say there are more.
  const limit = ` ORDER BY ${id} LIMIT ${MAX_CANDIDATES + 1}`;

  // COLLATE NOCASE and LIKE fold ASCII case only; accented capitals must match exactly.
  const exact = spec.db
    .prepare(`${select} WHERE ${col} = ? COLLATE NOCASE${scope}${limit}`)
    .all(title, ...params) as Candidate[];
  const matches =
    exact.length > 0
      ? exact
      : (spec.db
          .prepare(`${select} WHERE ${col} LIKE ? ESCAPE '\\'${scope}${limit}`)
          .all(`%${escapeLike(title)}%`, ...params) as Candidate[]);

  if (matches.length === 1) return ok(matches[0]!);
  if (matches.length === 0) {
    return err('not_found', `No ${noun} matches "${title}". Check the spelling, or list them to see what exists.`, {
      entity_type: spec.entityType,
      query,
    });
  }
  const candidates = matches.slice(0, MAX_CANDIDATES);
  const more = matches.length > MAX_CANDIDATES;
  return err(
    'conflict',
    `"${title}" matches several ${spec.plural ?? `${noun}s`}: ${listCandidates(candidates, more)}. Say which one by its id` +
      (more ? ', or use a longer part of the title.' : '.'),
    { reason: 'ambiguous', candidates },
  );
}
