import fs from 'node:fs';
import path from 'node:path';
import { log } from '../log';
import type { ToolInfo } from './registry';

// Set by the production build (electron.vite.config.ts `define`), one value per build; absent when
// running from source (tests, `npm run cli`), where nothing is cached.
declare const __QUIRE_BUILD__: string | undefined;

/** The cache of the tool list's JSON Schemas, or undefined when there is nothing to key it by. */
export interface ToolSchemaCache {
  read(): ToolInfo[] | null;
  write(infos: readonly ToolInfo[]): void;
}

/**
 * Deriving every tool's JSON Schema from zod costs ~20 ms of each `quire mcp` start (an MCP host's
 * first tools/list) and of the app's first model request (bench/startup.ts). The schemas are a pure
 * function of the code, so they are kept per build under the data directory's `cache/`; a new
 * build (a new id) derives them again and drops the old file. A missing, unreadable or foreign
 * file is derived again, never trusted.
 */
export function toolSchemaCache(dataDir: string): ToolSchemaCache | undefined {
  const build = typeof __QUIRE_BUILD__ === 'string' ? __QUIRE_BUILD__ : undefined;
  if (!build || !/^[a-z0-9]+$/.test(build)) return undefined;
  const dir = path.join(dataDir, 'cache');
  const file = path.join(dir, `tool-schemas-${build}.json`);
  return {
    read() {
      try {
        const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { build?: unknown; tools?: unknown };
        return parsed.build === build && Array.isArray(parsed.tools) ? (parsed.tools as ToolInfo[]) : null;
      } catch {
        return null;
      }
    },
    write(infos) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        for (const old of fs.readdirSync(dir)) {
          if (old.startsWith('tool-schemas-') && old !== path.basename(file))
            fs.rmSync(path.join(dir, old), { force: true });
        }
        // Written whole under a temporary name, then renamed: a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify({ build, tools: infos }));
        fs.renameSync(tmp, file);
      } catch (e) {
        // A read-only data folder only costs the next start the derivation.
        log.warn('The tool schema cache could not be written', { error: e instanceof Error ? e.message : String(e) });
      }
    },
  };
}
