import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../src-shared/settings';
import { startReminders, type Reminder } from '../../src-main/core/services/reminders';
import { testRegistry } from '../helpers/registry';

/** A fake clock whose timers run only when the test moves time forward (the clock under test is injected). */
function fakeTime(start: string) {
  let now = new Date(start).getTime();
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => new Date(now),
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        timers.push({ at: now + ms, fn, id: ++ids });
        return ids;
      },
      clearTimeout: (id: unknown) => {
        timers = timers.filter((t) => t.id !== id);
      },
    },
    pending: () => timers.length,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.fn();
      }
      now = end;
    },
  };
}

async function setup(patch: Partial<Settings> = {}) {
  const t = await testRegistry();
  const time = fakeTime('2026-12-01T09:00:00.000Z');
  let settings: Settings = { ...DEFAULT_SETTINGS, reminder_lead_minutes: 10, ...patch };
  const shown: Reminder[] = [];
  const add = async (title: string, due_at: string) => {
    const r = await t.call('add_task', { title, due_at });
    expect(r.ok).toBe(true);
  };
  return {
    t,
    time,
    shown,
    add,
    setSettings: (p: Partial<Settings>) => (settings = { ...settings, ...p }),
    start: () =>
      startReminders({
        db: t.db,
        settings: () => settings,
        now: time.now,
        timers: time.timers,
        notify: (r) => shown.push(r),
      }),
  };
}

describe('task reminders', () => {
  it('announces a timed task the lead time before it is due, once', async () => {
    const s = await setup();
    await s.add('Essay draft', '2026-12-01T12:00:00.000Z');
    await s.add('Date only', '2026-12-01');
    s.start();
    s.time.advance(2 * 60 * 60_000 + 49 * 60_000); // 11:49
    expect(s.shown).toEqual([]);
    s.time.advance(60_000); // 11:50
    expect(s.shown.map((r) => [r.task_id, r.title, r.due_at])).toEqual([
      [1, 'Essay draft', '2026-12-01T12:00:00.000Z'],
    ]);
    expect(s.shown[0]!.message).toMatch(/^Due at .+: Essay draft$/);
    s.time.advance(3 * 60 * 60_000);
    expect(s.shown).toHaveLength(1);
  });

  it('never announces what was due while the app was closed, nor completed or deleted tasks', async () => {
    const s = await setup();
    await s.add('Missed', '2026-12-01T08:00:00.000Z');
    await s.add('Done already', '2026-12-01T09:30:00.000Z');
    await s.add('Deleted', '2026-12-01T09:40:00.000Z');
    await s.t.call('complete_task', { task_id: 2 });
    await s.t.call('delete_task', { task_id: 3 }, { confirmed: true });
    s.start();
    s.time.advance(4 * 60 * 60_000);
    expect(s.shown).toEqual([]);
  });

  it('announces at once a task due within the lead time when the app opens', async () => {
    const s = await setup();
    await s.add('Soon', '2026-12-01T09:05:00.000Z');
    s.start();
    expect(s.shown.map((r) => r.title)).toEqual(['Soon']);
  });

  it('follows edits: a new due time re-arms, refresh picks up new tasks', async () => {
    const s = await setup();
    const r = s.start();
    await s.add('Call tutor', '2026-12-01T10:00:00.000Z');
    r.refresh();
    s.time.advance(50 * 60_000); // 09:50
    expect(s.shown.map((x) => x.title)).toEqual(['Call tutor']);
    await s.t.call('update_task', { task_id: 1, due_at: '2026-12-01T11:00:00.000Z' });
    r.refresh();
    s.time.advance(60 * 60_000); // 10:50
    expect(s.shown.map((x) => x.due_at)).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z']);
  });

  it('stays quiet while reminders are off, and uses the lead time from Settings', async () => {
    const s = await setup({ reminders_enabled: false });
    await s.add('Quiet', '2026-12-01T10:00:00.000Z');
    const r = s.start();
    expect(s.time.pending()).toBe(0);
    s.time.advance(2 * 60 * 60_000);
    expect(s.shown).toEqual([]);
    await s.add('Later', '2026-12-01T13:00:00.000Z');
    s.setSettings({ reminders_enabled: true, reminder_lead_minutes: 30 });
    r.refresh();
    s.time.advance(89 * 60_000 + 59_000); // 12:29:59
    expect(s.shown).toEqual([]);
    s.time.advance(1_000); // 12:30, half an hour before
    expect(s.shown.map((x) => x.title)).toEqual(['Later']);
  });

  it('stop() cancels the timer', async () => {
    const s = await setup();
    await s.add('Never', '2026-12-01T10:00:00.000Z');
    s.start().stop();
    expect(s.time.pending()).toBe(0);
    s.time.advance(2 * 60 * 60_000);
    expect(s.shown).toEqual([]);
  });
});
