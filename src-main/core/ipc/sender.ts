/** The parts of Electron's WebFrameMain the sender check needs (so it is testable without Electron). */
export interface FrameLike {
  url: string;
  parent: unknown | null;
}

/**
 * Only the app's own top frame may call main: a null frame (destroyed or navigated away), a
 * sub-frame, or any page not served from the app's own entry is rejected.
 */
export function isTrustedSender(frame: FrameLike | null | undefined, isAppUrl: (url: string) => boolean): boolean {
  if (!frame) return false;
  if (frame.parent !== null) return false;
  return isAppUrl(frame.url);
}

/**
 * The app's pages: the built index.html under the renderer folder (file://), or the dev server
 * origin when running `electron-vite dev`.
 */
export function appUrlMatcher(opts: { rendererIndexFile?: string; devServerUrl?: string }): (url: string) => boolean {
  return (raw: string) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (opts.devServerUrl) {
      const dev = new URL(opts.devServerUrl);
      if (url.origin === dev.origin) return true;
    }
    if (opts.rendererIndexFile && url.protocol === 'file:') {
      const expected = new URL(`file://${opts.rendererIndexFile.replace(/\\/g, '/').replace(/^\/?/, '/')}`);
      return decodeURIComponent(url.pathname) === decodeURIComponent(expected.pathname);
    }
    return false;
  };
}
