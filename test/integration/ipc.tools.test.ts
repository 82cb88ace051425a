import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { openDatabase } from '../../src-main/core/db/connection';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { tempDir } from '../helpers/db';

// The renderer's view of the tool layer: every call goes through the IPC router of the real core.

const cores: Core[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.close()));

async function core(dbPath = ':memory:') {
  const events: { entity_type: string; ids: number[] }[] = [];
  // Only data:changed matters here; chat turn events share the same emit.
  const c = await createCore({
    dbPath,
    appVersion: 'test',
    emit: (e, payload) => void (e === 'data:changed' && events.push(payload as (typeof events)[number])),
  });
  cores.push(c);
  return { c, events, invoke: (channel: string, payload?: unknown) => c.router.handle(channel, payload) };
}

describe('tools:list', () => {
  it('describes every tool with its schema and annotations', async () => {
    const { invoke } = await core();
    const r = await invoke('tools:list');
    expect(r.ok).toBe(true);
    const list = r.ok ? (r.data as { name: string; annotations: object; input_schema: { properties: object } }[]) : [];
    expect(list.map((t) => t.name)).toEqual(ALL_TOOLS.map((t) => t.name));
    expect(list.find((t) => t.name === 'delete_task')).toMatchObject({
      category: 'action',
      annotations: { readOnly: false, destructive: true, idempotent: false },
      input_schema: { type: 'object', properties: { task_id: { type: 'integer' } }, additionalProperties: false },
    });
  });

  it('rejects a payload it does not take', async () => {
    const { invoke } = await core();
    expect(await invoke('tools:list', { all: true })).toMatchObject({ ok: false, error: { code: 'validation_error' } });
  });
});

describe('tools:call', () => {
  it('runs a tool as the UI, returns its result and tells the renderer what changed', async () => {
    const { c, events, invoke } = await core();
    const r = await invoke('tools:call', { name: 'add_task', input: { title: 'Essay draft', due_at: '2026-11-27' } });
    expect(r).toMatchObject({ ok: true, data: { task: { task_id: 1, title: 'Essay draft', status: 'pending' } } });
    expect(events).toEqual([{ entity_type: 'task', ids: [1] }]);
    c.registry.flushAudit();
    expect(c.db.prepare('SELECT tool, origin, ok FROM journal').all()).toEqual([
      { tool: 'add_task', origin: 'ui', ok: 1 },
    ]);
  });

  it("passes a tool's own failure through as the IPC failure", async () => {
    const { events, invoke } = await core();
    expect(await invoke('tools:call', { name: 'add_task', input: { title: '' } })).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'title' }] } },
    });
    expect(await invoke('tools:call', { name: 'complete_task', input: { task_id: 9 } })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'task' } },
    });
    expect(await invoke('tools:call', { name: 'add_tsk', input: {} })).toMatchObject({
      ok: false,
      error: { code: 'unknown_tool', details: { did_you_mean: expect.arrayContaining(['add_task']) } },
    });
    expect(events).toEqual([]);
  });

  it('runs a destructive tool only when the call says the user confirmed', async () => {
    const { invoke } = await core();
    await invoke('tools:call', { name: 'add_task', input: { title: 'Essay draft', due_at: '2026-11-27' } });
    const refused = await invoke('tools:call', { name: 'delete_task', input: { task_id: 1 } });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'permission_denied',
        message: expect.stringContaining("Delete task 'Essay draft' (due Fri 27 Nov)?"),
      },
    });
    expect(await invoke('tools:call', { name: 'delete_task', input: { task_id: 1 }, confirmed: false })).toMatchObject({
      ok: false,
    });
    expect(await invoke('tools:call', { name: 'list_tasks', input: {} })).toMatchObject({
      ok: true,
      data: { tasks: [{ task_id: 1 }] },
    });
    const deleted = (await invoke('tools:call', {
      name: 'delete_task',
      input: { task_id: 1 },
      confirmed: true,
    })) as { change_id?: number };
    // A write that changed something says which change, for the toast's Undo.
    expect(deleted).toEqual({ ok: true, data: { deleted_task_id: 1 }, change_id: expect.any(Number) });
    // The undo toast: exactly that change.
    expect(await invoke('tools:call', { name: 'undo', input: { change_id: deleted.change_id } })).toMatchObject({
      ok: true,
      data: { undone_change_id: deleted.change_id, undone_tool: 'delete_task' },
    });
    // A read changes nothing and carries no change id.
    expect(await invoke('tools:call', { name: 'list_tasks', input: {} })).not.toHaveProperty('change_id');
  });

  it.each([
    [{}, 'name'],
    [{ name: 'list_tasks' }, 'input'],
    [{ name: '' }, 'name'],
    [{ name: 'add_task', input: {}, confirmed: 'yes' }, 'confirmed'],
    [{ name: 'add_task', input: {}, origin: 'agent' }, 'origin'],
  ])('rejects the malformed payload %j before any tool runs', async (payload, field) => {
    const { c, invoke } = await core();
    const r = await invoke('tools:call', payload);
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'validation_error',
        details: { fields: expect.arrayContaining([expect.objectContaining({ field })]) },
      },
    });
    c.registry.flushAudit();
    expect(c.db.prepare('SELECT count(*) AS n FROM journal').get()).toEqual({ n: 0 });
  });
});

describe('tools:stats', () => {
  it('counts calls made a moment ago, read-only ones included, with failures by code', async () => {
    const { invoke } = await core();
    await invoke('tools:call', { name: 'add_task', input: { title: 'a' } });
    await invoke('tools:call', { name: 'list_tasks', input: {} });
    await invoke('tools:call', { name: 'list_tasks', input: { limit: 0 } });
    const r = await invoke('tools:stats');
    expect(r).toMatchObject({
      ok: true,
      data: {
        since: null,
        total_calls: 3,
        tools: [
          { tool: 'list_tasks', calls: 2, ok: 1, failed: 1, failures: { validation_error: 1 } },
          { tool: 'add_task', calls: 1, ok: 1, failed: 0 },
        ],
      },
    });
    expect(await invoke('tools:stats', { since: '2999-01-01T00:00:00Z' })).toMatchObject({
      ok: true,
      data: { total_calls: 0 },
    });
    expect(await invoke('tools:stats', { since: 'yesterday' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
  });
});

describe('opening the core', () => {
  it('purges rows deleted more than 30 days ago and keeps recent ones restorable', async () => {
    const { dir, cleanup } = tempDir();
    try {
      const file = path.join(dir, 'quire.db');
      const { db } = await openDatabase({ path: file });
      const day = 24 * 60 * 60 * 1000;
      const insert = db.prepare(
        "INSERT INTO tasks (title, created_at, updated_at, deleted_at) VALUES (?, 'x', 'x', ?)",
      );
      insert.run('long gone', new Date(Date.now() - 40 * day).toISOString());
      insert.run('just deleted', new Date(Date.now() - day).toISOString());
      db.close();

      const { c, invoke } = await core(file);
      expect(c.db.prepare('SELECT title FROM tasks').all()).toEqual([{ title: 'just deleted' }]);
      expect(
        await invoke('tools:call', { name: 'restore_deleted', input: { entity_type: 'task', id: 2 } }),
      ).toMatchObject({ ok: true });
      expect(
        await invoke('tools:call', { name: 'restore_deleted', input: { entity_type: 'task', id: 1 } }),
      ).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
    } finally {
      cores.splice(0).forEach((c) => c.close());
      cleanup();
    }
  });
});
