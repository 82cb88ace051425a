import fs from 'node:fs';
import path from 'node:path';
import { log } from '../log';
import type { ToolInfo, ToolOutputSchema } from './toolInfo';

// Set by the production build (electron.vite.config.ts `define`), one value per build; absent when
// running from source (tests, `npm run cli`), where nothing is cached.
declare const __QUIRE_BUILD__: string | undefined;

/** A per-build cache of one list of JSON Schemas, or undefined when there is nothing to key it by. */
export interface SchemaCache<T> {
  read(): T[] | null;
  write(entries: readonly T[]): void;
}
/** The tool list's input schemas (what the model and tools/list see). */
export type ToolSchemaCache = SchemaCache<ToolInfo>;
/** Each tool's output schema (MCP's outputSchema), derived only when an MCP host lists tools. */
export type ToolOutputSchemaCache = SchemaCache<ToolOutputSchema>;

/**
 * Deriving every tool's JSON Schema from zod costs ~20 ms of each `quire mcp` start (an MCP host's
 * first tools/list) and of the app's first model request (bench/startup.ts). The schemas are a pure
 * function of the code, so they are kept per build under the data directory's `cache/`; a new
 * build (a new id) derives them again and drops the old file. A missing, unreadable or foreign
 * file is derived again, never trusted.
 */
export function toolSchemaCache(dataDir: string): ToolSchemaCache | undefined {
  return buildCache<ToolInfo>(dataDir, 'tool-schemas-');
}

/** The same, for the output schemas: a file of its own, since only MCP's tools/list reads it. */
export function toolOutputSchemaCache(dataDir: string): ToolOutputSchemaCache | undefined {
  return buildCache<ToolOutputSchema>(dataDir, 'tool-output-schemas-');
}

function buildCache<T>(dataDir: string, prefix: string): SchemaCache<T> | undefined {
  const build = typeof __QUIRE_BUILD__ === 'string' ? __QUIRE_BUILD__ : undefined;
  if (!build || !/^[a-z0-9]+$/.test(build)) return undefined;
  const dir = path.join(dataDir, 'cache');
  const file = path.join(dir, `${prefix}${build}.json`);
  return {
    read() {
      try {
        const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { build?: unknown; tools?: unknown };
        return parsed.build === build && Array.isArray(parsed.tools) ? (parsed.tools as T[]) : null;
      } catch {
        return null;
      }
    },
    write(entries) {
      try {
        fs.mkdirSync(dir, { recursive: true });
        for (const old of fs.readdirSync(dir)) {
          if (old.startsWith(prefix) && old !== path.basename(file)) fs.rmSync(path.join(dir, old), { force: true });
        }
        // Written whole under a temporary name, then renamed: a reader never sees half a file.
        const tmp = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(tmp, JSON.stringify({ build, tools: entries }));
        fs.renameSync(tmp, file);
      } catch (e) {
        // A read-only data folder only costs the next start the derivation.
        log.warn('The tool schema cache could not be written', { error: e instanceof Error ? e.message : String(e) });
      }
    },
  };
}
