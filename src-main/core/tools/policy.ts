import type { Settings } from '../../../src-shared/settings';
import type { OverwriteSummary } from '../revisions/recorder';
import { nounOf } from '../revisions/entities';
import type { AnyTool, ToolOrigin } from './define';

export type ConfirmationDecision = 'run' | 'ask' | 'refuse';

/**
 * Enforced in main only. Read-only and non-destructive tools run. A destructive tool asks every
 * time unless the user chose "don't ask again" for it in Settings. Over MCP the person can be
 * asked only through the host's elicitation form (`canAsk`); a host without it is refused unless
 * that same Settings choice was made, because the host's model must never answer for the person.
 */
export function confirmationPolicy(
  tool: AnyTool,
  origin: ToolOrigin,
  // A getter lets the registry skip reading settings for the many calls that never need them.
  settings: Settings | (() => Settings),
  canAsk = origin !== 'mcp',
): ConfirmationDecision {
  if (tool.annotations.readOnly || !tool.annotations.destructive) return 'run';
  return askFirst(tool, settings, canAsk);
}

/**
 * A write found to overwrite in bulk (see bulkOverwriteQuestion) is asked about exactly as a
 * destructive tool is: the same "don't ask again" choice in Settings, the same refusal over MCP.
 */
export function bulkOverwritePolicy(
  tool: AnyTool,
  origin: ToolOrigin,
  settings: Settings | (() => Settings),
  canAsk = origin !== 'mcp',
): ConfirmationDecision {
  return askFirst(tool, settings, canAsk);
}

function askFirst(tool: AnyTool, settings: Settings | (() => Settings), canAsk: boolean): ConfirmationDecision {
  const current = typeof settings === 'function' ? settings() : settings;
  const userAllowed = current.confirm_policy[tool.name] === 'dont_ask';
  if (!canAsk) return userAllowed ? 'run' : 'refuse';
  return userAllowed ? 'run' : 'ask';
}

/**
 * The question for a write that overwrites in bulk — more than one existing row of one kind, or
 * any review history deleted — or null when it does not. Counted from what the call really did
 * (its recorded revisions), so no tool has to predict it.
 */
export function bulkOverwriteQuestion(tool: string, o: OverwriteSummary): string | null {
  const many = Object.entries(o.overwritten).filter(([, n]) => n > 1);
  if (many.length === 0 && o.erased_reviews === 0) return null;
  const parts = many.map(([table, n]) => `${n} existing ${nounOf(table)}s`);
  if (o.erased_reviews > 0)
    parts.push(`delete ${o.erased_reviews} review${o.erased_reviews === 1 ? '' : 's'} from the history`);
  return `${tool} would change ${parts.join(' and ')} at once. Go ahead? (Undo can take it back.)`;
}
