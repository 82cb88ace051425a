import path from 'node:path';
import { app, BrowserWindow, dialog, screen, session, shell } from 'electron';
import { createCore, type Core } from '../core/app';
import { readAppState, writeAppState } from '../core/services/appState';
import { appUrlMatcher } from '../core/ipc/sender';
import { log } from '../core/log';
import { registerIpc } from './ipc';
import { appApiKeyStore } from './secrets';
import { installAppMenu } from './menu';
import { denyAllPermissions, lockDownContents } from './security';
import { externalUrl } from './externalLinks';
import { mainWindowOptions } from './windowOptions';
import { restoreBounds, WindowStateSchema } from './windowState';

const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererIndex = path.join(__dirname, '../renderer/index.html');
let mainWindow: BrowserWindow | null = null;
let core: Core | null = null;

function createWindow(c: Core): BrowserWindow {
  const saved = readAppState(c.db, 'window_state', WindowStateSchema);
  const displays = screen.getAllDisplays().map((d) => d.workArea);
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: path.join(__dirname, '../preload/index.cjs'),
      bounds: restoreBounds(saved, displays),
    }),
  );
  if (saved?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const b = win.getNormalBounds();
    writeAppState(c.db, 'window_state', { ...b, maximized: win.isMaximized() });
  });
  win.on('closed', () => (mainWindow = null));
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(rendererIndex);
  return win;
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  installAppMenu(!app.isPackaged);
  const dataDir = app.getPath('userData');
  try {
    core = await createCore({
      dbPath: process.env.QUIRE_DB ?? path.join(dataDir, 'quire.db'),
      dataDir,
      appVersion: app.getVersion(),
      versions: { electron: process.versions.electron ?? null, chrome: process.versions.chrome ?? null },
      emit: (event, payload) => mainWindow?.webContents.send(event, payload),
      // The key stays in main: encrypted by the OS keychain, read only when a turn needs it.
      apiKeyStore: appApiKeyStore(),
      // Destructive agent calls wait for the user's answer in the window (chat:confirm).
      confirmVia: 'renderer',
      scheduleBackups: true,
      pickMaterialPaths: async (kind) => {
        const options: Electron.OpenDialogOptions = {
          title: kind === 'folder' ? 'Import a folder of study materials' : 'Import study materials',
          properties: kind === 'folder' ? ['openDirectory'] : ['openFile', 'multiSelections'],
          ...(kind === 'files'
            ? {
                filters: [
                  { name: 'Study materials', extensions: ['md', 'markdown', 'txt', 'rst', 'html', 'htm', 'pdf'] },
                ],
              }
            : {}),
        };
        const picked = mainWindow
          ? await dialog.showOpenDialog(mainWindow, options)
          : await dialog.showOpenDialog(options);
        return picked.canceled ? [] : picked.filePaths;
      },
      openExternal: (url) => {
        const safe = externalUrl(url);
        if (safe) void shell.openExternal(safe);
      },
    });
  } catch (e) {
    dialog.showErrorBox('Quire cannot open its database', e instanceof Error ? e.message : String(e));
    app.exit(1);
    return;
  }
  const opened = core;
  registerIpc(opened.router, {
    contents: () => mainWindow?.webContents ?? null,
    isAppUrl: appUrlMatcher({ rendererIndexFile: rendererIndex, ...(devServerUrl ? { devServerUrl } : {}) }),
  });
  mainWindow = createWindow(opened);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(opened);
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_e, contents) => lockDownContents(contents));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => core?.close());
  start().catch((e) => {
    log.error('Start-up failed', { stack: e instanceof Error ? e.stack : String(e) });
    app.exit(1);
  });
}
