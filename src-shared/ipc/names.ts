/**
 * Channel and event names only — no zod — so the sandboxed preload stays tiny.
 * `channels.ts` holds the schemas; a unit test keeps the two lists identical.
 */
export const CHANNEL_NAMES = [
  'app:info',
  'health:get',
  'settings:get',
  'settings:set',
  'tools:list',
  'tools:call',
  'tools:confirmation',
  'tools:stats',
  'chat:send',
  'chat:confirm',
  'chat:cancel',
  'chat:sessions',
  'chat:session_create',
  'chat:session_rename',
  'chat:session_delete',
  'chat:history',
  'settings:api_key',
  'backup:now',
  'backup:list',
  'backup:restore',
  'data:export',
  'data:import',
  'shell:open_external',
  'materials:pick',
  'materials:import',
  'materials:import_cancel',
  'materials:read',
  'materials:libraries',
  'sample:status',
  'sample:add',
  'sample:remove',
  'tour:done',
] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

export const EVENT_NAMES = [
  'data:changed',
  'data:progress',
  'chat:text_delta',
  'chat:tool_started',
  'chat:tool_finished',
  'chat:confirmation_requested',
  'chat:clarification',
  'chat:turn_finished',
  'app:notice',
  'task:reminder',
  'materials:import_progress',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
