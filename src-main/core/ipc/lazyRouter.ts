import { exceptionToResult } from '../errors';
import { newRequestId } from '../ids';
import type { IpcRouter } from './router';

/**
 * A router made on its first call: `load` brings in the channel schemas and handlers then. Every
 * call waits for the same router; a load that fails answers that call as an internal error and is
 * tried again on the next, as a handler that threw would be.
 *
 * @example
 *   const router = lazyIpcRouter(async () => (await import('../coreIpc')).coreIpcRouter(deps));
 *   await router.handle('settings:get', {}); // loads coreIpc, then answers
 */
export function lazyIpcRouter(load: () => Promise<IpcRouter>): IpcRouter {
  let router: Promise<IpcRouter> | null = null;
  return {
    async handle(channel, payload) {
      let ready: IpcRouter;
      try {
        ready = await (router ??= load());
      } catch (e) {
        router = null;
        return exceptionToResult(e, newRequestId(), 'Loading the IPC handlers');
      }
      return ready.handle(channel, payload);
    },
  };
}
