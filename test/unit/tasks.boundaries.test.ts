import { beforeAll, describe, expect, it } from 'vitest';
import type { ToolResult } from '../../src-shared/result';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

// Boundary values of every task field, each checked against one shared database holding task 1:
// accepted values must succeed, rejected ones must fail naming the field and change nothing.

type Case = [label: string, input: Record<string, unknown>, expected: 'ok' | string];
let t: Awaited<ReturnType<typeof testRegistry>>;

beforeAll(async () => {
  t = await testRegistry();
  const r = await t.call('add_task', { title: 'Seed' });
  expect(r.ok).toBe(true);
});

async function check(tool: string, input: Record<string, unknown>, expected: 'ok' | string) {
  const before = tablesChecksum(t.db);
  const r: ToolResult = await t.call(tool, input, { confirmed: true });
  if (expected === 'ok') {
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    return;
  }
  expect(r.ok).toBe(false);
  if (r.ok) return;
  if (expected === 'not_found') {
    expect(r.error.code).toBe('not_found');
  } else {
    expect(r.error.code).toBe('validation_error');
    expect((r.error.details as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(expected);
  }
  expect(tablesChecksum(t.db)).toBe(before);
}

const long = (n: number) => 'x'.repeat(n);

describe('add_task boundaries', () => {
  const cases: Case[] = [
    ['title of 1 character', { title: 'a' }, 'ok'],
    ['title of 255 characters', { title: long(255) }, 'ok'],
    ['title of 256 characters', { title: long(256) }, 'title'],
    ['empty title', { title: '' }, 'title'],
    ['blank title', { title: '   ' }, 'title'],
    ['missing title', {}, 'title'],
    ['numeric title', { title: 42 }, 'title'],
    ['null title', { title: null }, 'title'],
    ['description of 1000 characters', { title: 'a', description: long(1000) }, 'ok'],
    ['description of 1001 characters', { title: 'a', description: long(1001) }, 'description'],
    ['empty description', { title: 'a', description: '' }, 'ok'],
    ['priority 1', { title: 'a', priority: 1 }, 'ok'],
    ['priority 4', { title: 'a', priority: 4 }, 'ok'],
    ['priority 0', { title: 'a', priority: 0 }, 'priority'],
    ['priority 5', { title: 'a', priority: 5 }, 'priority'],
    ['priority -1', { title: 'a', priority: -1 }, 'priority'],
    ['priority 2.5', { title: 'a', priority: 2.5 }, 'priority'],
    ['priority "1"', { title: 'a', priority: '1' }, 'priority'],
    ['priority 1e12', { title: 'a', priority: 1e12 }, 'priority'],
    ['due_at date', { title: 'a', due_at: '2028-02-29' }, 'ok'],
    ['due_at with Z', { title: 'a', due_at: '2026-11-27T17:00:00.123Z' }, 'ok'],
    ['due_at Feb 29 of a common year', { title: 'a', due_at: '2026-02-29' }, 'due_at'],
    ['due_at month 13', { title: 'a', due_at: '2026-13-01' }, 'due_at'],
    ['due_at without offset', { title: 'a', due_at: '2026-11-27T17:00:00' }, 'due_at'],
    ['due_at hour 24', { title: 'a', due_at: '2026-11-27T24:00Z' }, 'due_at'],
    ['due_at in words', { title: 'a', due_at: 'tomorrow' }, 'due_at'],
    ['due_at empty', { title: 'a', due_at: '' }, 'due_at'],
    ['due_at year 10000', { title: 'a', due_at: '10000-01-01' }, 'due_at'],
    ['due_at as a number', { title: 'a', due_at: 20261127 }, 'due_at'],
    ['due_at null (use update_task to clear)', { title: 'a', due_at: null }, 'due_at'],
  ];
  it.each(cases)('%s', (_label, input, expected) => check('add_task', input, expected));
});

describe('task_id boundaries (complete_task, update_task, reopen_task, delete_task)', () => {
  const ids: [string, unknown, string][] = [
    ['0', 0, 'task_id'],
    ['-1', -1, 'task_id'],
    ['1.5', 1.5, 'task_id'],
    ['"1"', '1', 'task_id'],
    ['null', null, 'task_id'],
    ['missing', undefined, 'task_id'],
    ['1e12 (no such task)', 1e12, 'not_found'],
    ['999999 (no such task)', 999_999, 'not_found'],
  ];
  for (const tool of ['complete_task', 'reopen_task', 'delete_task']) {
    it.each(ids)(`${tool} with task_id %s`, (_l, id, expected) =>
      check(tool, id === undefined ? {} : { task_id: id }, expected),
    );
  }
  it.each(ids)('update_task with task_id %s', (_l, id, expected) =>
    check('update_task', id === undefined ? { title: 'x' } : { task_id: id, title: 'x' }, expected),
  );
});

describe('update_task field boundaries', () => {
  const cases: Case[] = [
    ['title of 255', { task_id: 1, title: long(255) }, 'ok'],
    ['title of 256', { task_id: 1, title: long(256) }, 'title'],
    ['empty title', { task_id: 1, title: '' }, 'title'],
    ['description of 1001', { task_id: 1, description: long(1001) }, 'description'],
    ['priority 0', { task_id: 1, priority: 0 }, 'priority'],
    ['due_at null', { task_id: 1, due_at: null }, 'ok'],
    ['due_at bad', { task_id: 1, due_at: '27/11/2026' }, 'due_at'],
    ['unknown field', { task_id: 1, status: 'completed' }, 'status'],
  ];
  it.each(cases)('%s', (_label, input, expected) => check('update_task', input, expected));
});

describe('list_tasks boundaries', () => {
  const cases: Case[] = [
    ['limit 1', { limit: 1 }, 'ok'],
    ['limit 200', { limit: 200 }, 'ok'],
    ['limit 0', { limit: 0 }, 'limit'],
    ['limit 201', { limit: 201 }, 'limit'],
    ['limit -1', { limit: -1 }, 'limit'],
    ['limit "10"', { limit: '10' }, 'limit'],
    ['status done', { status: 'done' }, 'status'],
    ['empty query', { query: '' }, 'query'],
    ['query of 200', { query: long(200) }, 'ok'],
    ['query of 201', { query: long(201) }, 'query'],
    ['due_before bad', { due_before: 'soon' }, 'due_before'],
    ['unknown field', { sort: 'title' }, 'sort'],
  ];
  it.each(cases)('%s', (_label, input, expected) => check('list_tasks', input, expected));
});
