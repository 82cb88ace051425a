import { CHANNEL_NAMES, EVENT_NAMES } from '../../src-shared/ipc/names';
import type { QuireBridge } from '../../src-shared/ipc/bridge';

/** The slice of ipcRenderer the bridge uses; kept structural so the bridge is testable without Electron. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

const channelSet = new Set<string>(CHANNEL_NAMES);
const eventSet = new Set<string>(EVENT_NAMES);

/**
 * Builds `window.quire`: `invoke` for mapped channels and `on` for mapped events, which returns
 * an unsubscribe function and passes the payload only — never Electron's event object.
 */
export function createBridge(ipc: IpcRendererLike): QuireBridge {
  const bridge = {
    invoke(channel: string, payload?: unknown) {
      if (!channelSet.has(channel)) {
        return Promise.resolve({
          ok: false,
          error: {
            code: 'validation_error',
            message: `Unknown IPC channel "${channel}".`,
            details: { fields: [{ field: 'channel', message: 'not in the channel map' }] },
          },
        });
      }
      return ipc.invoke(channel, payload);
    },
    on(event: string, handler: (payload: unknown) => void) {
      if (!eventSet.has(event)) throw new Error(`Unknown event "${event}".`);
      const listener = (_event: unknown, payload: unknown) => handler(payload);
      ipc.on(event, listener);
      return () => {
        ipc.removeListener(event, listener);
      };
    },
  };
  return Object.freeze(bridge) as unknown as QuireBridge;
}
