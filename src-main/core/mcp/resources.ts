import type { Resource, ResourceContents } from '@modelcontextprotocol/sdk/types.js';
import type { Registry } from '../tools/registry';
import { TOOL } from '../../../src-shared/tools/names';

/**
 * Resources a host can attach to a conversation. A provider lists its resources and reads the
 * ones whose URI it owns; the server pages the combined list. Materials add their own provider
 * (`quire://material/<id>`).
 */
export interface ResourceProvider {
  list(): Resource[];
  /** null when the URI is not this provider's or names nothing that exists. */
  read(uri: string): Promise<ResourceContents[] | null>;
}

export const RESOURCE_PAGE_SIZE = 50;

/** Pages by a cursor that is the next offset, opaque to the client. */
export function pageOf<T>(items: readonly T[], cursor: string | undefined, size = RESOURCE_PAGE_SIZE) {
  const start = cursor === undefined ? 0 : Number.parseInt(Buffer.from(cursor, 'base64url').toString(), 10);
  if (!Number.isInteger(start) || start < 0 || start > items.length) return null;
  const end = start + size;
  return {
    items: items.slice(start, end),
    ...(end < items.length ? { nextCursor: Buffer.from(String(end)).toString('base64url') } : {}),
  };
}

function localDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

export const TODAY_URI = 'quire://today';

/**
 * `quire://today`: what the Today view shows — tasks due today or overdue, cards due now, plan
 * steps due today — as Markdown a host's model reads directly. Read through the registry (origin
 * mcp), so it is exactly what the tools would answer.
 */
export function todayProvider(registry: Registry, now: () => Date = () => new Date()): ResourceProvider {
  const read = async () => {
    const today = localDate(now());
    const tomorrow = localDate(new Date(now().getTime() + 86_400_000));
    const [tasks, cards, plans] = await Promise.all([
      registry.call(TOOL.list_tasks, { status: 'pending', due_before: tomorrow, limit: 200 }, { origin: 'mcp' }),
      registry.call(TOOL.get_due_flashcards, { limit: 100 }, { origin: 'mcp' }),
      registry.call(TOOL.list_plans, { status: 'active' }, { origin: 'mcp' }),
    ]);
    const taskRows = tasks.result.ok ? tasks.result.data.tasks : [];
    const cardRows = cards.result.ok ? cards.result.data.due_flashcards : [];
    const planRows = plans.result.ok ? plans.result.data.plans : [];
    const steps: string[] = [];
    for (const plan of planRows) {
      const items = await registry.call(TOOL.list_plan_items, { plan_id: plan.plan_id }, { origin: 'mcp' });
      if (!items.result.ok) continue;
      const rows = Object.values(items.result.data.plan_items).flat();
      for (const item of rows) {
        if (item.due_date && item.due_date <= today && item.status !== 'done' && item.status !== 'skipped') {
          steps.push(
            `- ${item.title} (${plan.title}; ${item.due_date < today ? `overdue since ${item.due_date}` : 'today'}; item ${item.item_id})`,
          );
        }
      }
    }
    const taskLines = taskRows
      .filter((t) => t.due_at !== null && t.due_at.slice(0, 10) < tomorrow)
      .map((t) => {
        const day = t.due_at!.slice(0, 10);
        return `- ${t.title} (${day < today ? `overdue since ${day}` : 'today'}${t.priority < 4 ? `, p${t.priority}` : ''}; task ${t.task_id})`;
      });
    const cardLines = cardRows.slice(0, 20).map((c) => `- ${c.front}${c.topic ? ` (${c.topic})` : ''}`);
    return [
      `# Today in Quire — ${today}`,
      '',
      `## Tasks due (${taskLines.length})`,
      ...(taskLines.length ? taskLines : ['Nothing due.']),
      '',
      `## Flashcards due (${cardRows.length}${cardRows.length >= 100 ? '+' : ''})`,
      ...(cardLines.length ? cardLines : ['No cards due.']),
      ...(cardRows.length > cardLines.length ? [`…and ${cardRows.length - cardLines.length} more.`] : []),
      '',
      `## Plan steps due (${steps.length})`,
      ...(steps.length ? steps : ['No plan steps due.']),
    ].join('\n');
  };
  return {
    list: () => [
      {
        uri: TODAY_URI,
        name: 'today',
        title: 'Today',
        description: 'Tasks, flashcards and plan steps due today in Quire.',
        mimeType: 'text/markdown',
      },
    ],
    read: async (uri) => (uri === TODAY_URI ? [{ uri, mimeType: 'text/markdown', text: await read() }] : null),
  };
}
