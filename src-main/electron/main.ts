import path from 'node:path';
import { app, BrowserWindow, dialog, Notification, screen, session, shell } from 'electron';
import type { CoreOptions } from '../core/app';
import { createCoreHost, type CoreHost } from '../core/coreHost';
import { DatabaseCorruptError } from '../core/db/integrity';
import { restoreDatabase } from '../core/db/restore';
import { installFaultHandlers } from '../core/faults';
import { backupsDirOf } from '../core/services/manualBackup';
import { readAppState, writeAppState } from '../core/services/appState';
import { findResourcesDir } from '../core/services/sampleData';
import { appUrlMatcher } from '../core/ipc/sender';
import { log } from '../core/log';
import { registerIpc } from './ipc';
import { appApiKeyStore, appEmbeddingKeyStore, appLocalKeyStore } from './secrets';
import { installAppMenu } from './menu';
import { denyAllPermissions, lockDownContents } from './security';
import { externalUrl } from './externalLinks';
import { mainWindowOptions } from './windowOptions';
import { restoreBounds, WindowStateSchema } from './windowState';

const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererIndex = path.join(__dirname, '../renderer/index.html');
let mainWindow: BrowserWindow | null = null;
// Packaged: electron-builder's extraResources puts resources/ beside app.asar; otherwise the repository's.
const resourcesDir = findResourcesDir(__dirname, app.isPackaged ? path.join(process.resourcesPath, 'resources') : null);
let host: CoreHost | null = null;

function createWindow(h: CoreHost): BrowserWindow {
  const saved = readAppState(h.core.db, 'window_state', WindowStateSchema);
  const displays = screen.getAllDisplays().map((d) => d.workArea);
  const win = new BrowserWindow(
    mainWindowOptions({
      preloadPath: path.join(__dirname, '../preload/index.cjs'),
      bounds: restoreBounds(saved, displays),
      iconPath: resourcesDir && path.join(resourcesDir, 'icons', '512x512.png'),
    }),
  );
  if (saved?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const b = win.getNormalBounds();
    writeAppState(h.core.db, 'window_state', { ...b, maximized: win.isMaximized() });
  });
  win.on('closed', () => (mainWindow = null));
  if (devServerUrl) void win.loadURL(devServerUrl);
  else void win.loadFile(rendererIndex);
  return win;
}

/**
 * Opens the core; a damaged database is never opened for writing. The student is told what
 * happened and offered the newest verified backup: restoring it keeps the damaged file aside
 * (in the backups folder) and opens the backup. Null when Quire cannot start.
 */
async function openOrRecover(options: CoreOptions, dataDir: string): Promise<CoreHost | null> {
  try {
    return await createCoreHost(options);
  } catch (e) {
    if (!(e instanceof DatabaseCorruptError) || !e.newestBackup) {
      dialog.showErrorBox('Quire cannot open its database', e instanceof Error ? e.message : String(e));
      return null;
    }
    const backup = e.newestBackup;
    const choice = dialog.showMessageBoxSync({
      type: 'error',
      title: 'Quire’s database is damaged',
      message: 'Quire’s database is damaged and was not opened, so nothing in it was changed.',
      detail:
        `${e.detail}\n\nThe newest verified backup is from ${backup.created_at ?? 'an unknown date'} (${backup.name}). ` +
        'Restoring it keeps a copy of the damaged file in the backups folder.',
      buttons: ['Restore the backup', 'Quit'],
      defaultId: 0,
      cancelId: 1,
    });
    if (choice !== 0) return null;
    restoreDatabase({ dbPath: options.dbPath, source: backup.file, backupsDir: backupsDirOf(dataDir), keep: 10 });
    return createCoreHost(options);
  }
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  installAppMenu(!app.isPackaged);
  const dataDir = app.getPath('userData');
  const options: CoreOptions = {
    dbPath: process.env.QUIRE_DB ?? path.join(dataDir, 'quire.db'),
    dataDir,
    appVersion: app.getVersion(),
    versions: { electron: process.versions.electron ?? null, chrome: process.versions.chrome ?? null },
    emit: (event, payload) => mainWindow?.webContents.send(event, payload),
    // The key stays in main: encrypted by the OS keychain, read only when a turn needs it.
    apiKeyStore: appApiKeyStore(),
    localKeyStore: appLocalKeyStore(),
    embeddingKeyStore: appEmbeddingKeyStore(),
    // Destructive agent calls wait for the user's answer in the window (chat:confirm).
    confirmVia: 'renderer',
    scheduleBackups: true,
    rescanMaterialsAtStart: true,
    embedMaterials: true,
    resourcesDir,
    importSampleMaterial: true,
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
    backgroundIntegrityCheck: true,
    // In the window when the student is looking at it (or the system has no notifications); else
    // a system notification that brings the window back when clicked.
    notifyReminder: (reminder) => {
      const win = mainWindow;
      if (!Notification.isSupported() || win?.isFocused()) {
        win?.webContents.send('task:reminder', reminder);
        return;
      }
      const note = new Notification({ title: 'Quire reminder', body: reminder.message });
      note.on('click', () => {
        if (!mainWindow) return;
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.focus();
        mainWindow.webContents.send('task:reminder', reminder);
      });
      note.show();
    },
  };
  const opened = await openOrRecover(options, dataDir);
  if (!opened) {
    app.exit(1);
    return;
  }
  host = opened;
  registerIpc(opened.router, {
    contents: () => mainWindow?.webContents ?? null,
    isAppUrl: appUrlMatcher({ rendererIndexFile: rendererIndex, ...(devServerUrl ? { devServerUrl } : {}) }),
  });
  mainWindow = createWindow(opened);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(opened);
  });
  installFaultHandlers(process, {
    keepData: () => host?.core.registry.flushAudit(),
    notify: (message) => mainWindow?.webContents.send('app:notice', { kind: 'fault', message }),
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
  // Quitting mid-turn stops the turn and waits (briefly) for it to save what ran, then closes.
  let shutDown = false;
  app.on('will-quit', (e) => {
    if (shutDown || !host) return;
    e.preventDefault();
    shutDown = true;
    void host.shutdown(3_000).finally(() => app.quit());
  });
  start().catch((e) => {
    log.error('Start-up failed', { stack: e instanceof Error ? e.stack : String(e) });
    app.exit(1);
  });
}
