import { z } from 'zod';
import type { WindowBounds } from './windowOptions';

export const WindowStateSchema = z.object({
  x: z.int(),
  y: z.int(),
  width: z.int().min(400).max(10_000),
  height: z.int().min(300).max(10_000),
  maximized: z.boolean(),
});
export type WindowState = z.output<typeof WindowStateSchema>;

export const DEFAULT_BOUNDS: WindowBounds = { width: 1200, height: 800 };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Restores the saved bounds only if their title bar is still on some display (a monitor may
 * have been unplugged); otherwise the window opens centred at the default size.
 */
export function restoreBounds(saved: WindowState | null, displays: Rect[]): WindowBounds {
  if (!saved) return DEFAULT_BOUNDS;
  const titleBar = { x: saved.x + 40, y: saved.y + 10 };
  const visible = displays.some(
    (d) => titleBar.x >= d.x && titleBar.x < d.x + d.width && titleBar.y >= d.y && titleBar.y < d.y + d.height,
  );
  if (!visible) return { width: saved.width, height: saved.height };
  return { x: saved.x, y: saved.y, width: saved.width, height: saved.height };
}
