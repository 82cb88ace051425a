import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { RecordedRequest } from '../fixtures/fakeAnthropic';

/**
 * Golden transcripts: a turn-by-turn text record of what the student saw and what the model was
 * sent, compared with the copy under test/golden/. `UPDATE_GOLDEN=1` rewrites them (review the
 * diff); a missing file is written on the first run.
 */
const DIR = path.join(import.meta.dirname, '..', 'golden');

export function expectGolden(name: string, text: string): void {
  const file = path.join(DIR, `${name}.txt`);
  if (process.env.UPDATE_GOLDEN === '1' || !fs.existsSync(file)) {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(file, text);
    return;
  }
  expect(text).toBe(fs.readFileSync(file, 'utf8'));
}

/** Tool-use ids and dates vary between runs; the transcript numbers ids by first appearance. */
export function transcriptWriter() {
  const ids = new Map<string, string>();
  const id = (raw: string) => {
    if (!ids.has(raw)) ids.set(raw, `T${ids.size + 1}`);
    return ids.get(raw)!;
  };
  const lines: string[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const block = (b: any): string => {
    if (b.type === 'text') {
      const t = String(b.text);
      if (t.startsWith('<turn_context>')) return 'context';
      if (t.startsWith('<earlier_conversation')) return `summary(${t.split('\n').length} lines)`;
      if (t.startsWith('<retrieved_passages')) return `passages(${/count="(\d+)"/.exec(t)?.[1] ?? '?'})`;
      return `text ${JSON.stringify(t.length > 60 ? `${t.slice(0, 57)}...` : t)}`;
    }
    if (b.type === 'tool_use') return `tool_use ${id(b.id)} ${b.name} ${JSON.stringify(b.input)}`;
    if (b.type === 'tool_result') return `tool_result ${id(b.tool_use_id)}${b.is_error ? ' error' : ''}`;
    return b.type;
  };
  return {
    line: (s: string) => lines.push(s),
    /** One request as the model received it: roles and blocks, one message a line. */
    request(r: RecordedRequest, label = 'request') {
      const body = r.body;
      lines.push(
        `  → ${label}: ${body.messages.length} messages${body.tool_choice ? `, tool_choice ${body.tool_choice.type}` : ''}`,
      );
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      for (const m of body.messages as any[]) {
        const content = typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content;
        lines.push(`      ${m.role}: ${content.map(block).join(' | ')}`);
      }
    },
    text: () => `${lines.join('\n')}\n`,
  };
}
