import { newRequestId } from '../ids';
import { channels, type ChannelOutput, type ChannelParsedInput } from '../../../src-shared/ipc/channels';
import { CHANNEL_NAMES, type ChannelName } from '../../../src-shared/ipc/names';
import { err, type ToolResult } from '../../../src-shared/result';
import { validationError } from '../../../src-shared/validation';
import { exceptionToResult } from '../errors';
import { redactDeep } from '../redact';

/** What every handler receives beside its parsed input. */
export interface IpcContext {
  request_id: string;
}

/** Main's implementation of the channel map: one handler per channel, checked by the compiler. */
export type IpcHandlers = {
  [C in ChannelName]: (
    input: ChannelParsedInput<C>,
    ctx: IpcContext,
  ) => ToolResult<ChannelOutput<C>> | Promise<ToolResult<ChannelOutput<C>>>;
};

export interface IpcRouter {
  /** Parses the payload, runs the handler, and always resolves to a ToolResult — never throws. */
  handle(channel: unknown, payload: unknown): Promise<ToolResult>;
}

function isChannel(name: unknown): name is ChannelName {
  return typeof name === 'string' && (CHANNEL_NAMES as readonly string[]).includes(name);
}

/** A channel name as it can be quoted in the error: any value, even one String() cannot convert. */
function describeChannel(channel: unknown): string {
  if (typeof channel === 'string') return JSON.stringify(channel).slice(0, 80);
  try {
    return JSON.stringify(String(channel)).slice(0, 80);
  } catch {
    return `(a ${typeof channel}, not a name)`;
  }
}

export function createIpcRouter(handlers: IpcHandlers): IpcRouter {
  return {
    async handle(channel, payload) {
      const request_id = newRequestId();
      if (!isChannel(channel)) {
        return err('validation_error', `Unknown IPC channel ${describeChannel(channel)}.`, {
          fields: [{ field: 'channel', message: `must be one of: ${CHANNEL_NAMES.join(', ')}` }],
        });
      }
      const parsed = channels[channel].input.safeParse(payload);
      if (!parsed.success) return validationError(parsed.error, `Payload for ${channel}`);
      try {
        const handler = handlers[channel] as (input: unknown, ctx: IpcContext) => Promise<ToolResult> | ToolResult;
        const result = await handler(parsed.data, { request_id });
        // An error can carry text from outside (an upstream reply, a file); none of it may show a key.
        return result.ok ? result : redactDeep(result);
      } catch (e) {
        return exceptionToResult(e, request_id, `IPC ${channel}`);
      }
    },
  };
}
