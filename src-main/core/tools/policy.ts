import type { Settings } from '../../../src-shared/settings';
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
  const current = typeof settings === 'function' ? settings() : settings;
  const userAllowed = current.confirm_policy[tool.name] === 'dont_ask';
  if (!canAsk) return userAllowed ? 'run' : 'refuse';
  return userAllowed ? 'run' : 'ask';
}
