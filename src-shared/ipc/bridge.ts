import type { ToolResult } from '../result';
import type { ChannelInput, ChannelOutput } from './channels';
import type { ChannelName, EventName } from './names';
import type { EventPayload } from './events';

/**
 * The whole surface the preload exposes as `window.quire`. Nothing else from Electron crosses.
 *
 * @example
 *   const r = await window.quire.invoke('settings:get');
 *   const off = window.quire.on('data:changed', (p) => refresh(p.entity_type));
 */
export interface QuireBridge {
  invoke<C extends ChannelName>(channel: C, payload?: ChannelInput<C>): Promise<ToolResult<ChannelOutput<C>>>;
  on<E extends EventName>(event: E, handler: (payload: EventPayload<E>) => void): () => void;
}
