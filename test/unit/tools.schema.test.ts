import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src-shared/settings';
import { ALL_TOOLS } from '../../src-main/core/tools';
import { createRegistry } from '../../src-main/core/tools/registry';
import { memoryDb } from '../helpers/db';

// What the model receives is the registry's list(); these are the promises DESIGN §2 makes about it.

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema | Schema[] };

/** Every object schema inside `schema` with its path, so nested items (a plan's items) are held to the same rules. */
function objectSchemas(schema: Schema, path = '(input)'): [string, Schema][] {
  const found: [string, Schema][] = [];
  if (schema.type === 'object' || schema.properties) found.push([path, schema]);
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    found.push(...objectSchemas(child, `${path}.${key}`));
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) found.push(...objectSchemas(item, `${path}[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const alt of (schema[key] as Schema[] | undefined) ?? []) found.push(...objectSchemas(alt, path));
  }
  return found;
}

const registry = createRegistry({ db: await memoryDb(), tools: ALL_TOOLS, settings: () => DEFAULT_SETTINGS });
const infos = registry.list();

describe('every tool in ALL_TOOLS', () => {
  it('is listed by the registry exactly once', () => {
    expect(infos.map((i) => i.name).sort()).toEqual(ALL_TOOLS.map((t) => t.name).sort());
    expect(new Set(infos.map((i) => i.name)).size).toBe(infos.length);
  });

  it('includes the task, chat and restore tools', () => {
    const names = infos.map((i) => i.name);
    for (const n of [
      'add_task',
      'list_tasks',
      'update_task',
      'complete_task',
      'reopen_task',
      'delete_task',
      'get_messages',
      'save_message',
      'restore_deleted',
    ]) {
      expect(names).toContain(n);
    }
  });

  describe.each(infos.map((info) => [info.name, info] as const))('%s', (name, info) => {
    const tool = ALL_TOOLS.find((t) => t.name === name)!;

    it('has a valid name and a description that says when to use it and what it returns', () => {
      expect(name).toMatch(/^[a-z_]{1,64}$/);
      expect(info.description.length).toBeGreaterThan(40);
      // The model picks tools by this text: it must say when the tool applies, not only what it does.
      expect(info.description).toMatch(/\b(use|when|whenever)\b|\bcall (it |this )?(before|after|when)\b/i);
      expect(info.description).toMatch(/\breturns?\b/i);
    });

    it('has an object input schema where every property is described and no other key is allowed', () => {
      expect(info.input_schema.type).toBe('object');
      for (const [path, obj] of objectSchemas(info.input_schema as Schema)) {
        expect(obj.additionalProperties, `${path} additionalProperties`).toBe(false);
        for (const [key, prop] of Object.entries(obj.properties ?? {})) {
          expect(
            typeof prop.description === 'string' && prop.description.length > 0,
            `${path}.${key} has a description`,
          ).toBe(true);
        }
      }
    });

    it('declares all three annotations and a category, consistently', () => {
      for (const key of ['readOnly', 'destructive', 'idempotent'] as const)
        expect(typeof info.annotations[key]).toBe('boolean');
      expect(['query', 'action', 'agentic']).toContain(info.category);
      if (info.annotations.readOnly) expect(info.annotations.destructive).toBe(false);
      // A destructive tool must be able to say what it is about to do.
      if (info.annotations.destructive) expect(typeof tool.summarize).toBe('function');
    });

    it('has examples, and every example validates', () => {
      expect(tool.examples.length).toBeGreaterThan(0);
      for (const example of tool.examples) {
        const parsed = tool.input.safeParse(example);
        expect(parsed.success, `${JSON.stringify(example)}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      }
    });
  });
});
