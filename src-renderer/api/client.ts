import type { QuireBridge } from '../../src-shared/ipc/bridge';
import type { ChannelInput, ChannelOutput } from '../../src-shared/ipc/channels';
import type { EventPayload } from '../../src-shared/ipc/events';
import type { ChannelName, EventName } from '../../src-shared/ipc/names';
import type { ToolResult } from '../../src-shared/result';

declare global {
  interface Window {
    quire?: QuireBridge;
  }
}

function bridge(): QuireBridge {
  if (!window.quire) throw new Error('The Quire bridge is missing: this page must be opened by the Quire app.');
  return window.quire;
}

/** Calls main. Always resolves to a ToolResult; a missing bridge or a dead channel becomes an error result. */
export async function invoke<C extends ChannelName>(
  channel: C,
  ...payload: undefined extends ChannelInput<C> ? [ChannelInput<C>?] : [ChannelInput<C>]
): Promise<ToolResult<ChannelOutput<C>>> {
  try {
    return await bridge().invoke(channel, payload[0]);
  } catch (e) {
    return {
      ok: false,
      error: {
        code: 'internal_error',
        message: e instanceof Error ? e.message : String(e),
        details: { request_id: 'renderer' },
      },
    };
  }
}

/** Subscribes to a main → renderer event; returns the unsubscribe function. */
export function onEvent<E extends EventName>(event: E, handler: (payload: EventPayload<E>) => void): () => void {
  if (!window.quire) return () => {};
  return window.quire.on(event, handler);
}
