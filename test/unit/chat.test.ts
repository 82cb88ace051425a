import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '../../src-shared/chat';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

async function withSession() {
  const t = await testRegistry();
  const session = createSession(t.db, 'Recursion', t.clock.now().toISOString());
  return { t, session_id: session.id };
}

describe('save_message and get_messages', () => {
  it('keeps a conversation in order and returns the newest messages oldest first', async () => {
    const { t, session_id } = await withSession();
    const roles = ['user', 'assistant', 'note', 'user'] as const;
    for (const [i, role] of roles.entries()) {
      const out = await t.outcome('save_message', { session_id, role, content: `message ${i + 1}` });
      expect(out.result).toEqual({ ok: true, data: { message_id: i + 1 } });
      expect(out.changes).toEqual([{ entity_type: 'message', ids: [i + 1] }]);
      t.clock.advance(1000);
    }
    const all = await t.call('get_messages', { session_id });
    expect(all).toEqual({
      ok: true,
      data: {
        messages: roles.map((role, i) => ({
          message_id: i + 1,
          role,
          content: `message ${i + 1}`,
          created_at: new Date(Date.parse('2026-11-21T09:00:00.000Z') + i * 1000).toISOString(),
        })),
      },
    });
    const last2 = await t.call('get_messages', { session_id, limit: 2 });
    expect(
      (last2.ok && (last2.data as { messages: { content: string }[] }).messages.map((m) => m.content)) || null,
    ).toEqual(['message 3', 'message 4']);
  });

  it('keeps sessions apart and marks the session as recently used', async () => {
    const { t, session_id } = await withSession();
    const other = createSession(t.db, 'Other', t.clock.now().toISOString()).id;
    t.clock.advance(5000);
    await t.call('save_message', { session_id: other, role: 'user', content: 'elsewhere' });
    expect(await t.call('get_messages', { session_id })).toEqual({ ok: true, data: { messages: [] } });
    const row = t.db.prepare('SELECT updated_at FROM chat_sessions WHERE id = ?').get(other) as { updated_at: string };
    expect(row.updated_at).toBe('2026-11-21T09:00:05.000Z');
  });

  it('answers not_found with entity session for a missing or deleted session, writing nothing', async () => {
    const { t, session_id } = await withSession();
    t.db.prepare("UPDATE chat_sessions SET deleted_at = '2026-11-20T00:00:00.000Z' WHERE id = ?").run(session_id);
    const before = tablesChecksum(t.db);
    for (const id of [session_id, 99]) {
      for (const [tool, input] of [
        ['get_messages', { session_id: id }],
        ['save_message', { session_id: id, role: 'user', content: 'hi' }],
      ] as const) {
        const r = await t.call(tool, input);
        expect(r, `${tool} ${id}`).toMatchObject({
          ok: false,
          error: { code: 'not_found', details: { entity_type: 'session', query: { session_id: id } } },
        });
      }
    }
    expect(tablesChecksum(t.db)).toBe(before);
  });

  it('deleting a session row removes its messages (cascade), as purge relies on', async () => {
    const { t, session_id } = await withSession();
    await t.call('save_message', { session_id, role: 'user', content: 'hi' });
    t.db.prepare('DELETE FROM chat_sessions WHERE id = ?').run(session_id);
    expect(t.db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 0 });
  });
});

describe('chat tool boundaries', () => {
  const cases: [string, string, Record<string, unknown>, 'ok' | string][] = [
    ['content of 1', 'save_message', { role: 'user', content: 'a' }, 'ok'],
    ['content at the limit', 'save_message', { role: 'user', content: 'a'.repeat(CHAT_LIMITS.content) }, 'ok'],
    [
      'content over the limit',
      'save_message',
      { role: 'user', content: 'a'.repeat(CHAT_LIMITS.content + 1) },
      'content',
    ],
    ['empty content', 'save_message', { role: 'user', content: '' }, 'content'],
    ['content as a number', 'save_message', { role: 'user', content: 5 }, 'content'],
    ['role system', 'save_message', { role: 'system', content: 'x' }, 'role'],
    ['missing role', 'save_message', { content: 'x' }, 'role'],
    ['unknown field', 'save_message', { role: 'user', content: 'x', pinned: true }, 'pinned'],
    ['limit 1', 'get_messages', { limit: 1 }, 'ok'],
    ['limit 200', 'get_messages', { limit: 200 }, 'ok'],
    ['limit 0', 'get_messages', { limit: 0 }, 'limit'],
    ['limit 201', 'get_messages', { limit: 201 }, 'limit'],
    ['limit -1', 'get_messages', { limit: -1 }, 'limit'],
    ['limit null', 'get_messages', { limit: null }, 'limit'],
    ['unknown field', 'get_messages', { before: 3 }, 'before'],
  ];
  it.each(cases)('%s (%s)', async (_label, tool, input, expected) => {
    const { t, session_id } = await withSession();
    const r = await t.call(tool, { session_id, ...input });
    if (expected === 'ok') expect(r.ok).toBe(true);
    else
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'validation_error', details: { fields: [{ field: expected }] } },
      });
  });

  it.each([0, -1, 1.5, '1', null, 1e12])('session_id %s is rejected or not found', async (id) => {
    const { t } = await withSession();
    const r = await t.call('get_messages', { session_id: id });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(id === 1e12 ? 'not_found' : 'validation_error');
  });
});
