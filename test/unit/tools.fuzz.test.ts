import fc from 'fast-check';
import { describe, it } from 'vitest';
import { z } from 'zod';
import { isToolResult } from '../../src-shared/result';
import { createSession } from '../../src-main/core/db/queries/sessions';
import { ALL_TOOLS } from '../../src-main/core/tools';
import type { AnyTool } from '../../src-main/core/tools/define';
import { tablesChecksum } from '../helpers/db';
import { testRegistry } from '../helpers/registry';

// Whatever a model, a renderer bug or an MCP host sends, every tool must answer with a ToolResult,
// never throw, never leave a trace when it fails, and never write when it only reads.
// FUZZ_RUNS sets the runs per tool (default 200), split across the three input generators below.

const RUNS = Math.max(4, Number(process.env.FUZZ_RUNS ?? 200));
const RESEED_EVERY = 1000;

/** A seeded database: every non-destructive write tool's examples run twice, plus chat sessions. */
async function seeded() {
  const t = await testRegistry();
  for (const title of ['Seed chat', 'Second chat']) createSession(t.db, title, t.clock.now().toISOString());
  for (let round = 0; round < 2; round++) {
    for (const tool of ALL_TOOLS) {
      if (tool.annotations.readOnly || tool.annotations.destructive) continue;
      for (const example of tool.examples) await t.call(tool.name, example);
    }
  }
  // One deleted row of each restorable kind, so restore_deleted sometimes has something to find.
  for (const [name, input] of [
    ['delete_task', { task_id: 1 }],
    ['delete_flashcard', { card_id: 1 }],
    ['delete_plan', { plan_id: 1 }],
  ] as const) {
    await t.call(name, input, { confirmed: true });
  }
  return t;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[cyclic or unserialisable]';
  }
}

/** The database a tool is fuzzed against, with the checksum it must keep when a call fails or only reads. */
class World {
  private t!: Awaited<ReturnType<typeof seeded>>;
  private checksum = '';
  private calls = 0;

  async reset() {
    this.close();
    this.t = await seeded();
    this.checksum = tablesChecksum(this.t.db);
  }

  /**
   * Closed explicitly: an in-memory database lives in native memory V8 cannot see, so an
   * unreferenced one is not collected soon — long runs once grew past 20 GB this way.
   */
  close() {
    if (!this.t?.db.open) return;
    this.t.registry.flushAudit();
    this.t.db.close();
  }

  async probe(tool: AnyTool, input: unknown, confirmed: boolean): Promise<void> {
    // Successful writes grow the database; reseeding keeps the checksum cheap on long runs.
    if (++this.calls % RESEED_EVERY === 0) await this.reset();
    const outcome = await this.t.registry.call(tool.name, input, { origin: 'ui', confirmed });
    const r = outcome.result;
    const shown = () => `${tool.name}(${safeJson(input).slice(0, 300)}) → ${safeJson(r).slice(0, 500)}`;
    if (!isToolResult(r)) throw new Error(`not a ToolResult: ${shown()}`);
    // Bad input must be caught by validation or the tool, never reach SQLite or crash the tool.
    if (!r.ok && (r.error.code === 'internal_error' || r.error.code === 'db_error'))
      throw new Error(`unexpected ${r.error.code}: ${shown()}`);
    const after = tablesChecksum(this.t.db);
    if ((!r.ok || tool.annotations.readOnly) && after !== this.checksum) {
      throw new Error(`${r.ok ? 'read-only call' : 'failed call'} changed rows: ${shown()}`);
    }
    this.checksum = after;
  }
}

const HUGE = 'x'.repeat(300_000);
/** Values that break naive schemas: wrong types, empties, extremes. */
const BAD_VALUES: unknown[] = [
  {},
  [],
  true,
  'text',
  42,
  '',
  HUGE,
  0,
  -1,
  1e12,
  null,
  1.5,
  Number.NaN,
  -Infinity,
  undefined,
];

type Path = (string | number)[];

/** Every path to a value inside an example (nested items included). */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...valuePaths(v, [...prefix, k])]);
}

/** Every object inside an example (where an unknown key can be added). */
function objectPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const here = Array.isArray(value) ? [] : [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [...here, ...entries.flatMap(([k, v]) => objectPaths(v, [...prefix, k]))];
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> {
  return path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;
}

type Mutation = { kind: 'drop' | 'replace' | 'unknown'; at: number; value: unknown; key: string };

/**
 * A private copy of a generated value: fast-check reuses its values while shrinking, so writing
 * into them would corrupt the counterexample (and build cycles when a value lands inside itself).
 */
function own(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

function mutate(example: unknown, mutations: Mutation[]): unknown {
  const copy = structuredClone(example) as Record<string, unknown>;
  for (const m of mutations) {
    if (m.kind === 'unknown') {
      const objects = objectPaths(copy);
      const target = objects.length ? objects[m.at % objects.length]! : [];
      const obj = target.reduce<unknown>(
        (node, key) => (node as Record<string | number, unknown>)[key],
        copy,
      ) as Record<string, unknown>;
      obj[`zz_${m.key}`] = own(m.value);
      continue;
    }
    const paths = valuePaths(copy);
    if (paths.length === 0) continue;
    const path = paths[m.at % paths.length]!;
    const parent = parentOf(copy, path);
    const key = path[path.length - 1]!;
    if (m.kind === 'drop') {
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
    } else parent[key] = own(m.value);
  }
  return copy;
}

const mutationArb = fc.record({
  kind: fc.constantFrom('drop', 'replace', 'unknown') as fc.Arbitrary<Mutation['kind']>,
  at: fc.nat(),
  value: fc.oneof(fc.constantFrom(...BAD_VALUES), fc.anything({ maxDepth: 2 })),
  key: fc.stringMatching(/^[a-z]{1,8}$/),
});

function schemaKeys(tool: AnyTool): string[] {
  // Catalogue inputs are built on first use (z.lazy): the keys are the built object's.
  const schema = tool.input instanceof z.ZodLazy ? tool.input.unwrap() : tool.input;
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return Object.keys(shape ?? {});
}

describe(`every tool survives fuzzed input (${RUNS} runs per tool)`, () => {
  it.each(ALL_TOOLS.map((tool) => [tool.name, tool] as const))(
    '%s',
    async (_name, tool) => {
      const world = new World();
      await world.reset();
      try {
        const quarter = Math.max(1, Math.floor(RUNS / 4));
        const keys = schemaKeys(tool);
        const keyArb = keys.length
          ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 }))
          : fc.string({ maxLength: 12 });

        await fc.assert(
          fc.asyncProperty(
            fc.anything({ withNullPrototype: true, withObjectString: true }),
            fc.boolean(),
            (input, confirmed) => world.probe(tool, input, confirmed),
          ),
          { numRuns: quarter },
        );
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(keyArb, fc.oneof(fc.constantFrom(...BAD_VALUES), fc.anything({ maxDepth: 2 })), {
              maxKeys: 6,
            }),
            fc.boolean(),
            (input, confirmed) => world.probe(tool, input, confirmed),
          ),
          { numRuns: quarter },
        );
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...tool.examples),
            fc.array(mutationArb, { minLength: 1, maxLength: 3 }),
            fc.boolean(),
            (example, mutations, confirmed) => world.probe(tool, mutate(example, mutations), confirmed),
          ),
          { numRuns: RUNS - 2 * quarter },
        );
      } finally {
        world.close();
      }
    },
    60_000 + RUNS * 20,
  );
});
