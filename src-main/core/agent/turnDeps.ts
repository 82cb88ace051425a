import type { z } from 'zod';
import type { chatEvents } from '../../../src-shared/chatTurn';
import type { Settings } from '../../../src-shared/settings';
import type { Db } from '../db/connection';
import type { ConfirmationRequest, ConfirmDecision, Registry } from '../tools/registry';
import type { OfflineAgent } from './offlineSeam';
import type { ProviderPicker } from './providers';
import type { TokenMeter } from './tokens';

/** Main → renderer events of a turn (chat:text_delta … chat:turn_finished). */
export type ChatEventName = keyof typeof chatEvents;
export type ChatEmit = <E extends ChatEventName>(event: E, payload: z.output<(typeof chatEvents)[E]>) => void;

export interface TurnRef {
  session_id: number;
  request_id: string;
}

export interface TurnDeps {
  db: Db;
  registry: Registry;
  settings: () => Settings;
  now: () => Date;
  picker: ProviderPicker;
  offlineAgent: OfflineAgent;
  /** App mode: ask the user now and wait. Absent (CLI), destructive calls end the turn with confirmation_required. */
  confirm?: (request: ConfirmationRequest, turn: TurnRef) => Promise<ConfirmDecision>;
  /** Token counts per provider and model, calibrated across turns (tokens.ts). */
  meter: TokenMeter;
  signal?: AbortSignal;
  /** Told the ids as soon as they exist, so the caller can cancel this turn. */
  onStart?: (turn: TurnRef) => void;
  idleTimeoutMs?: number;
  /** Pause before retrying an error event (tests shorten it). */
  retryDelayMs?: number;
}
