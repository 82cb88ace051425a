import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/core/app';
import { channels } from '../../src-shared/ipc/channels';
import { CHANNEL_NAMES, EVENT_NAMES } from '../../src-shared/ipc/names';
import { events } from '../../src-shared/ipc/events';
import { isToolResult } from '../../src-shared/result';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';

let core: Core;
beforeEach(async () => {
  core = await createCore({ dbPath: ':memory:', dataDir: '/tmp/quire-test', appVersion: '9.9.9' });
});
afterEach(() => core.close());

describe('IPC router', () => {
  it('the channel-name list the preload uses matches the schema map exactly', () => {
    expect([...CHANNEL_NAMES].sort()).toEqual(Object.keys(channels).sort());
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(events).sort());
  });

  it('rejects an unknown channel with validation_error', async () => {
    const r = await core.router.handle('fs:readFile', { path: '/etc/passwd' });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'channel' }] } },
    });
  });

  it('rejects a channel that cannot even be turned into text (fast-check found [{ toString: 0 }])', async () => {
    const r = await core.router.handle([{ toString: 0 }] as never, {});
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'validation_error', details: { fields: [{ field: 'channel' }] } },
    });
  });

  it('rejects a malformed settings:set payload, naming the field, and changes nothing', async () => {
    const r = await core.router.handle('settings:set', { desired_retention: 2, provder: 'cloud' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('validation_error');
      const fields = (r.error.details as { fields: { field: string }[] }).fields.map((f) => f.field).sort();
      expect(fields).toEqual(['desired_retention', 'provder']);
    }
    const after = await core.router.handle('settings:get', undefined);
    expect(after).toEqual({ ok: true, data: DEFAULT_SETTINGS });
  });

  it('stores settings in the database and returns the full set', async () => {
    const r = await core.router.handle('settings:set', { provider: 'offline', desired_retention: 0.85 });
    expect(r).toMatchObject({ ok: true, data: { provider: 'offline', desired_retention: 0.85, theme: 'system' } });
    const row = core.db.prepare("SELECT value FROM settings WHERE key = 'desired_retention'").get() as {
      value: string;
    };
    expect(JSON.parse(row.value)).toBe(0.85);
  });

  it('rejects an empty settings patch', async () => {
    const r = await core.router.handle('settings:set', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'validation_error' } });
  });

  it('answers app:info and health:get with data matching their schemas', async () => {
    const info = await core.router.handle('app:info', undefined);
    expect(info.ok && channels['app:info'].output.parse(info.data).version).toBe('9.9.9');
    const health = await core.router.handle('health:get', {});
    expect(health.ok).toBe(true);
    if (health.ok) {
      const h = channels['health:get'].output.parse(health.data);
      expect(h.database).toMatchObject({ ok: true, foreign_keys: true });
      expect(h.active_provider).toBe('offline');
    }
  });

  it('never throws and always returns a ToolResult, whatever the channel and payload', async () => {
    const channel = fc.oneof(fc.constantFrom(...CHANNEL_NAMES), fc.string(), fc.anything());
    await fc.assert(
      fc.asyncProperty(channel, fc.anything(), async (c, payload) => {
        const r = await core.router.handle(c, payload);
        expect(isToolResult(r)).toBe(true);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 200) },
    );
  });
});
