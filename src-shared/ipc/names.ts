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
] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

export const EVENT_NAMES = ['data:changed'] as const;
export type EventName = (typeof EVENT_NAMES)[number];
