import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { CHANNEL_NAMES } from '../../src-shared/ipc/names';
import { err } from '../../src-shared/result';
import type { IpcRouter } from '../core/ipc/router';
import { isTrustedSender } from '../core/ipc/sender';
import { log } from '../core/log';

/**
 * Wires every mapped channel to the core router. A call from anything but the app's own top
 * frame in the app's own window is refused before its payload is even parsed.
 */
export function registerIpc(
  router: IpcRouter,
  trusted: { contents: () => WebContents | null; isAppUrl: (url: string) => boolean },
): void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, payload: unknown) => {
      const ours = trusted.contents();
      if (!ours || event.sender !== ours || !isTrustedSender(event.senderFrame, trusted.isAppUrl)) {
        log.warn('Rejected IPC from untrusted sender', { channel, url: event.senderFrame?.url ?? null });
        return err('permission_denied', 'This request did not come from Quire’s own window.', { reason: 'policy' });
      }
      return router.handle(channel, payload);
    });
  }
}
