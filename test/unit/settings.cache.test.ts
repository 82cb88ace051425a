import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src-main/core/db/connection';
import { readSettings, writeSettings } from '../../src-main/core/services/settings';
import { tempDir } from '../helpers/db';

const open: Db[] = [];
const dirs: { cleanup(): void }[] = [];
afterEach(() => {
  open.splice(0).forEach((db) => db.close());
  dirs.splice(0).forEach((d) => d.cleanup());
});

async function twoConnections(): Promise<[Db, Db]> {
  const tmp = tempDir();
  dirs.push(tmp);
  const file = path.join(tmp.dir, 'q.db');
  const a = (await openDatabase({ path: file })).db;
  const b = (await openDatabase({ path: file })).db;
  open.push(a, b);
  return [a, b];
}

// readSettings keeps parsed settings between calls; these prove a change is never missed.
describe('settings read from a cache', () => {
  it('sees a change another process made', async () => {
    const [app, cli] = await twoConnections();
    expect(readSettings(app).desired_retention).toBe(readSettings(app).desired_retention);
    writeSettings(cli, { desired_retention: 0.8 });
    expect(readSettings(app).desired_retention).toBe(0.8);
  });

  it('sees a row this connection wrote by plain SQL (an import, an undo)', async () => {
    const [app] = await twoConnections();
    readSettings(app);
    app.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('desired_retention', '0.75', 'now')").run();
    expect(readSettings(app).desired_retention).toBe(0.75);
    app.prepare("DELETE FROM settings WHERE key = 'desired_retention'").run();
    expect(readSettings(app).desired_retention).not.toBe(0.75);
  });

  it('sees a write inside a transaction, and not once it is rolled back', async () => {
    const [app] = await twoConnections();
    const before = readSettings(app).desired_retention;
    const tx = app.transaction(() => {
      app.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('desired_retention', '0.71', 'now')").run();
      expect(readSettings(app).desired_retention).toBe(0.71);
      throw new Error('roll back');
    });
    expect(() => tx()).toThrow('roll back');
    expect(readSettings(app).desired_retention).toBe(before);
  });

  it('sees a change when its first read is inside a transaction', async () => {
    const [app] = await twoConnections();
    app.transaction(() => {
      readSettings(app);
      app.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('desired_retention', '0.72', 'now')").run();
      expect(readSettings(app).desired_retention).toBe(0.72);
    })();
    expect(readSettings(app).desired_retention).toBe(0.72);
  });

  it('sees the settings table rebuilt by another process (which drops the triggers that watch it), and its own writes after', async () => {
    const [app, cli] = await twoConnections();
    readSettings(app);
    const create = cli.prepare("SELECT sql FROM sqlite_master WHERE name = 'settings'").pluck().get() as string;
    cli.exec(`DROP TABLE settings; ${create}`);
    cli.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('desired_retention', '0.73', 'now')").run();
    expect(readSettings(app).desired_retention).toBe(0.73);
    app.prepare("UPDATE settings SET value = '0.74' WHERE key = 'desired_retention'").run();
    expect(readSettings(app).desired_retention).toBe(0.74);
  });
});
