import { shell, type Session, type WebContents } from 'electron';
import { externalUrl } from './externalLinks';
import { log } from '../core/log';

/** No permission (camera, notifications, geolocation…) is ever granted to page content. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/**
 * The page may never navigate away or open windows. A link the user clicks opens in the
 * system browser, and only as a parsed http(s) URL.
 */
export function lockDownContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    event.preventDefault();
    log.warn('Blocked in-app navigation', { url: url.slice(0, 200) });
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const safe = externalUrl(url);
    if (safe) void shell.openExternal(safe);
    else log.warn('Blocked window.open', { url: url.slice(0, 200) });
    return { action: 'deny' };
  });
}
