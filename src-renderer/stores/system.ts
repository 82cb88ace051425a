import { create } from 'zustand';
import type { AppInfo, HealthReport } from '../../src-shared/ipc/channels';
import type { Settings, SettingsPatch } from '../../src-shared/settings';
import type { ToolError } from '../../src-shared/result';
import { invoke } from '../api/client';

interface SystemState {
  info: AppInfo | null;
  health: HealthReport | null;
  settings: Settings | null;
  error: ToolError | null;
  loading: boolean;
  /**
   * App info and settings, and health unless `health: false`: the window's first load asks for
   * health once Today is drawn, since main's check reads the whole database file.
   */
  load: (opts?: { health?: boolean }) => Promise<void>;
  refreshHealth: () => Promise<void>;
  updateSettings: (patch: SettingsPatch) => Promise<ToolError | null>;
}

/** App info, health and settings as main reports them; main stays the source of truth. */
export const useSystem = create<SystemState>((set) => ({
  info: null,
  health: null,
  settings: null,
  error: null,
  loading: false,
  load: async ({ health: withHealth = true } = {}) => {
    set({ loading: true });
    const [info, health, settings] = await Promise.all([
      invoke('app:info'),
      withHealth ? invoke('health:get') : null,
      invoke('settings:get'),
    ]);
    set({
      loading: false,
      info: info.ok ? info.data : null,
      ...(health && { health: health.ok ? health.data : null }),
      settings: settings.ok ? settings.data : null,
      error: [info, health, settings].find((r) => r?.ok === false)?.error ?? null,
    });
  },
  refreshHealth: async () => {
    const health = await invoke('health:get');
    if (health.ok) set({ health: health.data });
    else set({ error: health.error });
  },
  updateSettings: async (patch) => {
    const r = await invoke('settings:set', patch);
    if (!r.ok) return r.error;
    set({ settings: r.data });
    return null;
  },
}));
