import os from 'node:os';
import path from 'node:path';

export const APP_NAME = 'Quire';

/**
 * The folder Electron's `app.getPath('userData')` resolves to for Quire, computed without
 * Electron so the CLI opens the same database as the app.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = os.homedir(),
): string {
  if (platform === 'win32') return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', APP_NAME);
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), APP_NAME);
}

export function defaultDbPath(dataDir: string = defaultDataDir()): string {
  return path.join(dataDir, 'quire.db');
}
