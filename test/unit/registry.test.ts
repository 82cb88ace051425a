import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, err } from '../../src-shared/result';
import { defineTool } from '../../src-main/core/tools/define';
import { createRegistry } from '../../src-main/core/tools/registry';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { memoryDb, tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

// Small tools over the real settings table, to exercise the registry's own behaviour.
const putSetting = defineTool({
  name: 'put_note',
  description: 'Test tool: writes a row.',
  category: 'action',
  input: z.strictObject({
    key: z.string().min(1).describe('key'),
    fail: z.boolean().optional().describe('fail after writing'),
  }),
  annotations: { readOnly: false, destructive: false, idempotent: true },
  examples: [{ key: 'a' }],
  run: (input, ctx) => {
    ctx.db.prepare("INSERT INTO app_state (key, value, updated_at) VALUES (?, '1', 'now')").run(input.key);
    if (input.fail) return err('conflict', 'Refused after writing.', { reason: 'duplicate' });
    return { ...ok({ key: input.key }), changes: [{ entity_type: 'note', ids: [1] }] };
  },
});
const dropNote = defineTool({
  name: 'drop_note',
  description: 'Test tool: destructive.',
  category: 'action',
  input: z.strictObject({ key: z.string().describe('key') }),
  annotations: { readOnly: false, destructive: true, idempotent: false },
  examples: [{ key: 'a' }],
  summarize: (input) => ok(`Delete note '${input.key}'?`),
  run: (input, ctx) => {
    ctx.db.prepare('DELETE FROM app_state WHERE key = ?').run(input.key);
    return ok({ deleted: input.key });
  },
});
const boom = defineTool({
  name: 'boom',
  description: 'Test tool: throws.',
  category: 'query',
  input: z.strictObject({}),
  annotations: { readOnly: true, destructive: false, idempotent: true },
  examples: [{}],
  run: () => {
    throw new Error('secret stack detail');
  },
});
const tools = [putSetting, dropNote, boom];

describe('tool registry', () => {
  it('refuses duplicate tool names at start-up', async () => {
    const db = await memoryDb();
    expect(() => createRegistry({ db, tools: [putSetting, putSetting], settings: () => DEFAULT_SETTINGS })).toThrow(
      /Duplicate/,
    );
  });

  it('rejects unknown fields with validation_error naming them, and runs nothing', async () => {
    const t = await testRegistry({ tools });
    const before = tablesChecksum(t.db);
    const r = await t.call('put_note', { key: 'a', extra: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('validation_error');
      expect(r.error.details).toEqual({ fields: [expect.objectContaining({ field: 'extra' })] });
    }
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('rolls back a write tool that returns ok:false', async () => {
    const t = await testRegistry({ tools });
    const before = tablesChecksum(t.db);
    const r = await t.call('put_note', { key: 'a', fail: true });
    expect(r.ok).toBe(false);
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('answers an unknown tool with suggestions', async () => {
    const t = await testRegistry({ tools });
    const r = await t.call('put_nte', {});
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'unknown_tool', details: { tool: 'put_nte', did_you_mean: ['put_note'] } },
    });
  });

  it('turns a thrown exception into internal_error without the stack', async () => {
    const t = await testRegistry({ tools });
    const r = await t.call('boom', {});
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('internal_error');
      expect(JSON.stringify(r)).not.toContain('secret stack detail');
    }
  });

  it('asks before a destructive call, and a decline changes nothing', async () => {
    const t = await testRegistry({ tools });
    await t.call('put_note', { key: 'k' });
    const before = tablesChecksum(t.db);
    const asked: string[] = [];
    const declined = await t.call(
      'drop_note',
      { key: 'k' },
      { origin: 'agent', confirm: async (q) => (asked.push(q.summary), false) },
    );
    expect(asked).toEqual(["Delete note 'k'?"]);
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'permission_denied', details: { reason: 'user_declined' } },
    });
    expect(tablesChecksum(t.db)).toBe(before);
    const unconfirmed = await t.outcome('drop_note', { key: 'k' });
    expect(unconfirmed.result.ok).toBe(false);
    expect(unconfirmed.confirmation?.summary).toBe("Delete note 'k'?");
    const approved = await t.call('drop_note', { key: 'k' }, { confirmed: true });
    expect(approved.ok).toBe(true);
  });

  it('refuses destructive tools over MCP unless the user allowed them', async () => {
    const t = await testRegistry({ tools });
    const r = await t.call('drop_note', { key: 'k' }, { origin: 'mcp' });
    expect(r).toMatchObject({ ok: false, error: { code: 'permission_denied', details: { reason: 'policy' } } });
    t.setSettings({ confirm_policy: { drop_note: 'dont_ask' } });
    expect((await t.call('drop_note', { key: 'k' }, { origin: 'mcp' })).ok).toBe(true);
  });

  it('records an audit row for every call', async () => {
    const t = await testRegistry({ tools });
    await t.call('put_note', { key: 'x' }, { origin: 'cli', session_id: 7 });
    await t.call('nope', {});
    t.registry.flushAudit();
    const rows = t.db.prepare('SELECT tool, ok, code, origin, session_id FROM journal ORDER BY id').all();
    expect(rows).toEqual([
      { tool: 'put_note', ok: 1, code: null, origin: 'cli', session_id: 7 },
      { tool: 'nope', ok: 0, code: 'unknown_tool', origin: 'ui', session_id: null },
    ]);
  });

  it('previews whether a call needs confirmation with the same summary, running nothing', async () => {
    const t = await testRegistry({ tools });
    await t.call('put_note', { key: 'k' });
    const before = tablesChecksum(t.db);
    expect(t.registry.confirmationFor('drop_note', { key: 'k' }, 'ui')).toEqual({
      ok: true,
      data: { required: true, summary: "Delete note 'k'?", input: { key: 'k' } },
    });
    expect(t.registry.confirmationFor('put_note', { key: 'z' }, 'ui')).toEqual({
      ok: true,
      data: { required: false, summary: null },
    });
    expect(t.registry.confirmationFor('drop_note', { key: 1 }, 'ui')).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });
    expect(t.registry.confirmationFor('dorp_note', {}, 'ui')).toMatchObject({
      ok: false,
      error: { code: 'unknown_tool' },
    });
    expect(tablesChecksum(t.db)).toBe(before);
  });
});
