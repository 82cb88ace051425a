import type { BrowserWindowConstructorOptions } from 'electron';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/**
 * The main window's options — the one place the security defaults live, checked by a unit test.
 * Never loosen these to make something work: route the need through IPC instead.
 */
export function mainWindowOptions(opts: {
  preloadPath: string;
  bounds: WindowBounds;
  /** resources/icons/512x512.png: the window and taskbar icon on Linux and Windows (macOS uses the bundle's). */
  iconPath?: string | null;
}): BrowserWindowConstructorOptions {
  return {
    ...opts.bounds,
    ...(opts.iconPath ? { icon: opts.iconPath } : {}),
    minWidth: 720,
    minHeight: 480,
    show: false,
    title: 'Quire',
    backgroundColor: '#1b1d23',
    autoHideMenuBar: false,
    webPreferences: {
      preload: opts.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}
