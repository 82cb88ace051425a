import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src-main/core/app';
import { purgeOldConversations } from '../../src-main/core/services/conversationRetention';
import { writeSettings } from '../../src-main/core/services/settings';
import { textReply, toolUseReply } from '../fixtures/fakeAnthropic';
import { agentHarness, type AgentHarness } from '../helpers/agent';
import { tempDir } from '../helpers/db';

// Chats as the sidebar manages them, through the real IPC router.
let h: AgentHarness;
afterEach(async () => h?.close());

describe('chat sessions over IPC', () => {
  it('names a chat opened empty after its first message, and keeps a title the user gave', async () => {
    h = await agentHarness();
    const empty = await h.core.router.handle('chat:session_create', {});
    const id = (empty as { data: { session_id: number } }).data.session_id;
    h.api.script(textReply('Sure.'));
    await h.send('plan my week of revision', { session_id: id });
    h.api.script(textReply('Done.'));
    await h.send('and add a task', { session_id: id });
    const list = await h.core.router.handle('chat:sessions', {});
    expect(list).toMatchObject({
      ok: true,
      data: { sessions: [{ session_id: id, title: 'plan my week of revision' }] },
    });
  });

  it('create, rename, list (most recent first), history, delete', async () => {
    h = await agentHarness();
    const created = await h.core.router.handle('chat:session_create', { title: 'Revision' });
    expect(created).toMatchObject({ ok: true, data: { title: 'Revision', message_count: 0 } });
    const id = (created as { data: { session_id: number } }).data.session_id;

    h.api.script(textReply('Hello!'));
    const turn = await h.send('hello', { session_id: id });
    expect(turn.session_id).toBe(id);
    h.api.script(textReply('A new chat.'));
    const other = await h.send('start something else');

    const list = await h.core.router.handle('chat:sessions', {});
    expect(list).toMatchObject({
      ok: true,
      data: {
        sessions: [
          { session_id: other.session_id, title: 'start something else' },
          { session_id: id, message_count: 2 },
        ],
      },
    });

    expect(await h.core.router.handle('chat:session_rename', { session_id: id, title: 'Exam prep' })).toMatchObject({
      ok: true,
      data: { title: 'Exam prep' },
    });
    expect(await h.core.router.handle('chat:session_rename', { session_id: id, title: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'validation_error' },
    });

    expect(await h.core.router.handle('chat:session_delete', { session_id: id })).toEqual({
      ok: true,
      data: { deleted_session_id: id },
    });
    expect(await h.core.router.handle('chat:history', { session_id: id })).toMatchObject({
      ok: false,
      error: { code: 'not_found', details: { entity_type: 'session' } },
    });
    const after = await h.core.router.handle('chat:sessions', {});
    expect((after as { data: { sessions: { session_id: number }[] } }).data.sessions.map((s) => s.session_id)).toEqual([
      other.session_id,
    ]);
    // Sending to a deleted chat is refused, not silently revived.
    expect(await h.core.router.handle('chat:send', { session_id: id, text: 'hi' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });

  it('one turn at a time per chat', async () => {
    h = await agentHarness();
    h.api.script(textReply('First.'));
    const first = await h.send('one');
    h.api.script({ kind: 'stream', blocks: [{ type: 'text', text: 'slow' }], cut: { afterEvents: 4, how: 'hang' } });
    const slow = h.core.router.handle('chat:send', { session_id: first.session_id, text: 'two', agent: 'cloud' });
    await new Promise((r) => setTimeout(r, 100));
    const clash = await h.core.router.handle('chat:send', {
      session_id: first.session_id,
      text: 'three',
      agent: 'cloud',
    });
    expect(clash).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await h.core.router.handle('chat:cancel', { session_id: first.session_id })).toEqual({
      ok: true,
      data: { cancelled: 1 },
    });
    expect(await slow).toMatchObject({ ok: true, data: { status: 'error' } });
  });

  it('a corrupted stored state is reset, and the turn still works', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('list_tasks', {}), textReply('None.'));
    const first = await h.send('list');
    h.core.db
      .prepare('UPDATE chat_sessions SET state = \'{"task_references":"garbage"}\' WHERE id = ?')
      .run(first.session_id);
    h.api.script(textReply('Which task?'));
    const second = await h.send('complete task 1', { session_id: first.session_id });
    expect(second.status).toBe('success');
    expect(JSON.stringify(h.requests().at(-1)!.body.messages.at(-1))).toContain('no task list has been shown');
    const state = JSON.parse(
      (h.core.db.prepare('SELECT state FROM chat_sessions WHERE id = ?').get(first.session_id) as { state: string })
        .state,
    );
    expect(state.task_references).toEqual({});
  });
});

describe('conversation retention', () => {
  it('purges conversations idle longer than the setting, with their messages and tool calls', async () => {
    h = await agentHarness();
    h.api.script(toolUseReply('list_tasks', {}), textReply('None.'));
    const old = await h.send('old chat');
    h.api.script(textReply('Fresh.'));
    const fresh = await h.send('new chat');
    h.core.db
      .prepare("UPDATE chat_sessions SET updated_at = '2020-01-01T00:00:00.000Z' WHERE id = ?")
      .run(old.session_id);

    expect(purgeOldConversations(h.core.db, 30, new Date())).toBe(1);
    const count = (sql: string) => (h.core.db.prepare(sql).get(old.session_id) as { n: number }).n;
    expect(count('SELECT count(*) AS n FROM chat_sessions WHERE id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM messages WHERE session_id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM tool_calls WHERE session_id = ?')).toBe(0);
    expect(await h.core.router.handle('chat:history', { session_id: fresh.session_id })).toMatchObject({ ok: true });
  });

  it('runs at start-up with the retention setting', async () => {
    const tmp = tempDir();
    try {
      const dbPath = path.join(tmp.dir, 'q.db');
      const first = await createCore({ dbPath, appVersion: 't' });
      writeSettings(first.db, { conversation_retention_days: 7 });
      first.db
        .prepare(
          "INSERT INTO chat_sessions (title, created_at, updated_at) VALUES ('stale', '2026-01-01T00:00:00Z', ?)",
        )
        .run(new Date(Date.now() - 8 * 86_400_000).toISOString());
      first.db
        .prepare(
          "INSERT INTO chat_sessions (title, created_at, updated_at) VALUES ('recent', '2026-01-01T00:00:00Z', ?)",
        )
        .run(new Date(Date.now() - 6 * 86_400_000).toISOString());
      first.close();
      const second = await createCore({ dbPath, appVersion: 't' });
      expect(
        (second.db.prepare('SELECT title FROM chat_sessions').all() as { title: string }[]).map((r) => r.title),
      ).toEqual(['recent']);
      second.close();
    } finally {
      tmp.cleanup();
    }
  });
});
