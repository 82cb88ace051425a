import { err, ok, type ToolResult } from './result';

/*
 * A chat request's rules without zod: the agent's turn checks a request with these, and neither
 * it nor the CLI's --agent flag needs the chat IPC schemas (chatTurn.ts) to do so.
 */

export const AGENT_CHOICES = ['auto', 'cloud', 'local', 'offline'] as const;
/** Which agent answers a turn: auto picks cloud, then local, then offline. */
export type AgentChoice = (typeof AGENT_CHOICES)[number];

export function isAgentChoice(value: unknown): value is AgentChoice {
  return (AGENT_CHOICES as readonly unknown[]).includes(value);
}

/** The ChatRequest limits: a trimmed message of 1–32,000 characters, a selection of at most 64,000. */
export const MAX_MESSAGE_CHARS = 32_000;
export const MAX_SELECTION_CHARS = 64_000;

/** A turn as sent (chatTurn.ts's ChatSendInput is its schema). */
interface ChatSend {
  session_id?: number | undefined;
  text: string;
  selection?: string | undefined;
  agent?: AgentChoice | undefined;
  from_materials?: boolean | undefined;
}

export interface ChatRequest {
  session_id?: number;
  text: string;
  selection?: string;
  agent: AgentChoice;
  from_materials?: boolean;
}

export type ChatRequestCode = 'EMPTY_QUERY' | 'QUERY_TOO_LONG' | 'SELECTION_TOO_LONG';

/** Trims the message and checks the limits; the result holds the cleaned request. */
export function validateChatRequest(input: ChatSend, fallbackAgent: AgentChoice = 'auto'): ToolResult<ChatRequest> {
  const text = input.text.trim();
  const fields: { field: string; message: string; code: ChatRequestCode }[] = [];
  if (text.length === 0) fields.push({ field: 'text', message: 'Type a message first.', code: 'EMPTY_QUERY' });
  if (text.length > MAX_MESSAGE_CHARS) {
    fields.push({
      field: 'text',
      message: `The message is ${text.length.toLocaleString('en')} characters; the limit is ${MAX_MESSAGE_CHARS.toLocaleString('en')}. Shorten it, or import long text as a material.`,
      code: 'QUERY_TOO_LONG',
    });
  }
  if (input.selection !== undefined && input.selection.length > MAX_SELECTION_CHARS) {
    fields.push({
      field: 'selection',
      message: `The selected text is ${input.selection.length.toLocaleString('en')} characters; the limit is ${MAX_SELECTION_CHARS.toLocaleString('en')}. Select a shorter passage.`,
      code: 'SELECTION_TOO_LONG',
    });
  }
  if (fields.length > 0) {
    return err('validation_error', fields.map((f) => f.message).join(' '), {
      fields: fields.map(({ field, message }) => ({ field, message })),
      codes: fields.map((f) => f.code),
    });
  }
  const selection = input.selection?.trim();
  return ok({
    text,
    agent: input.agent ?? fallbackAgent,
    ...(input.session_id !== undefined ? { session_id: input.session_id } : {}),
    ...(selection ? { selection } : {}),
    ...(input.from_materials ? { from_materials: true } : {}),
  });
}
