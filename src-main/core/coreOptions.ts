import type { EventName } from '../../src-shared/ipc/names';
import type { EventPayload } from '../../src-shared/ipc/events';
import type { OfflineAgent } from './agent/offlineSeam';
import type { ApiKeyStore } from './services/apiKey';
import type { Reminder } from './services/reminders';

/** How the app, the CLI and the tests each open the core (createCore in app.ts). */
export interface CoreOptions {
  dbPath: string;
  dataDir?: string;
  appVersion: string;
  versions?: { electron: string | null; chrome: string | null };
  /** Returns the stored Anthropic key; only main holds it. */
  getApiKey?: () => string | null;
  /** Pushes a main → renderer event (no-op in the CLI). */
  emit?: <E extends EventName>(event: E, payload: EventPayload<E>) => void;
  cloudBaseUrl?: string;
  /** Where the API key lives (the app: safeStorage file; the CLI: ANTHROPIC_API_KEY). Overrides getApiKey. */
  apiKeyStore?: ApiKeyStore;
  /** The local endpoint's optional key (the app: its own safeStorage file; the CLI: QUIRE_LOCAL_API_KEY). */
  localKeyStore?: ApiKeyStore;
  /** The embedding endpoint's optional key (the app: its own safeStorage file; the CLI: QUIRE_EMBEDDING_API_KEY). */
  embeddingKeyStore?: ApiKeyStore;
  /** Embed material chunks in the background when an embedding endpoint is set (the app; not the CLI). */
  embedMaterials?: boolean;
  /** 'renderer': destructive agent calls wait for chat:confirm (the app). Default 'next_turn' (CLI). */
  confirmVia?: 'renderer' | 'next_turn';
  /** Back up on the schedule in Settings (the app; not the CLI or tests). */
  scheduleBackups?: boolean;
  /** Rescan the material libraries in the background once open (the app; not the CLI or tests). */
  rescanMaterialsAtStart?: boolean;
  /** Answers turns without a model; defaults to the built-in offline agent (agent/offline). */
  offlineAgent?: OfflineAgent;
  /** Opens an http(s) link in the user's browser (the app: shell.openExternal; the CLI: none). */
  openExternal?: (url: string) => void;
  /** Abort a model response that sends nothing for this long (tests shorten it). */
  agentIdleTimeoutMs?: number;
  /** Pause before retrying an error event such as overloaded_error (tests shorten it). */
  agentRetryDelayMs?: number;
  /** The chat's clock (tests fix it, so transcripts and expiries are reproducible). */
  chatNow?: () => Date;
  /**
   * After `backup:restore` replaced the file (this core is closed by then): reopen a core on it.
   * Without it (the CLI) the result says the app must be restarted. See coreHost.
   */
  onRestored?: () => Promise<void>;
  /** Run the full integrity_check shortly after start-up (the app). */
  backgroundIntegrityCheck?: boolean;
  /**
   * Shows a task reminder (the app: an Electron notification, or the in-window toast). Absent (the
   * CLI, tests), no reminders are scheduled.
   */
  notifyReminder?: (reminder: Reminder) => void;
  /** The OS file dialog for Materials → Import (the app); absent, materials:pick says there is none. */
  pickMaterialPaths?: (kind: 'files' | 'folder') => Promise<string[]>;
  /** The app's resources/ (sample material, icons); default: found beside the code (findResourcesDir). */
  resourcesDir?: string | null;
  /** Import the sample material on the very first start (the app; not the CLI or tests). */
  importSampleMaterial?: boolean;
}
