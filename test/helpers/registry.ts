import { DEFAULT_SETTINGS, type Settings } from '../../src-shared/settings';
import type { Db } from '../../src-main/core/db/connection';
import type { AnyTool } from '../../src-main/core/tools/define';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { createRegistry, type CallOptions } from '../../src-main/core/tools/registry';
import { frozenClock, memoryDb } from './db';

/**
 * The real registry over an in-memory database built by the real migrations, with a frozen clock.
 * `call` defaults to origin 'ui' and returns the ToolResult; `outcome` returns everything.
 */
export async function testRegistry(opts: { tools?: readonly AnyTool[]; settings?: Partial<Settings>; db?: Db } = {}) {
  const db = opts.db ?? (await memoryDb());
  const clock = frozenClock();
  let settings: Settings = { ...DEFAULT_SETTINGS, ...opts.settings };
  const registry = createRegistry({ db, tools: opts.tools ?? ALL_TOOLS, settings: () => settings, now: clock.now });
  return {
    db,
    clock,
    registry,
    setSettings: (patch: Partial<Settings>) => {
      settings = { ...settings, ...patch };
    },
    outcome: (name: string, input: unknown, o: Partial<CallOptions> = {}) =>
      registry.call(name, input, { origin: 'ui', ...o }),
    call: async (name: string, input: unknown, o: Partial<CallOptions> = {}) =>
      (await registry.call(name, input, { origin: 'ui', ...o })).result,
  };
}
