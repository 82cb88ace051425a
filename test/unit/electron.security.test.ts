import { describe, expect, it } from 'vitest';
import { appUrlMatcher, isTrustedSender } from '../../src-main/core/ipc/sender';
import { createBridge, type IpcRendererLike } from '../../src-main/electron/bridge';
import { externalUrl } from '../../src-main/electron/externalLinks';
import { mainWindowOptions } from '../../src-main/electron/windowOptions';
import { restoreBounds } from '../../src-main/electron/windowState';

describe('main window options', () => {
  it('keep every security default on', () => {
    const o = mainWindowOptions({ preloadPath: '/app/out/preload/index.cjs', bounds: { width: 1000, height: 700 } });
    expect(o.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('IPC sender check', () => {
  const isApp = appUrlMatcher({ rendererIndexFile: '/opt/Quire/resources/app/out/renderer/index.html' });
  const top = (url: string) => ({ url, parent: null });

  it('accepts the app’s own top frame', () => {
    expect(isTrustedSender(top('file:///opt/Quire/resources/app/out/renderer/index.html'), isApp)).toBe(true);
    expect(isTrustedSender(top('file:///opt/Quire/resources/app/out/renderer/index.html#/tasks'), isApp)).toBe(true);
  });

  it('rejects a null frame, a sub-frame, and foreign pages', () => {
    expect(isTrustedSender(null, isApp)).toBe(false);
    expect(isTrustedSender(undefined, isApp)).toBe(false);
    expect(isTrustedSender({ url: 'file:///opt/Quire/resources/app/out/renderer/index.html', parent: {} }, isApp)).toBe(
      false,
    );
    expect(isTrustedSender(top('https://evil.example/index.html'), isApp)).toBe(false);
    expect(isTrustedSender(top('file:///tmp/out/renderer/index.html'), isApp)).toBe(false);
    expect(isTrustedSender(top('not a url'), isApp)).toBe(false);
  });

  it('accepts the dev server origin only when one is configured', () => {
    const dev = appUrlMatcher({ devServerUrl: 'http://localhost:5173' });
    expect(isTrustedSender(top('http://localhost:5173/'), dev)).toBe(true);
    expect(isTrustedSender(top('http://localhost:5174/'), dev)).toBe(false);
    expect(isTrustedSender(top('http://localhost:5173/'), isApp)).toBe(false);
  });
});

describe('preload bridge', () => {
  function fakeIpc() {
    const listeners = new Map<string, Set<(e: unknown, ...a: unknown[]) => void>>();
    const invoked: [string, unknown][] = [];
    const ipc: IpcRendererLike = {
      invoke: async (c, p) => (invoked.push([c, p]), { ok: true, data: null }),
      on: (c, l) => listeners.set(c, (listeners.get(c) ?? new Set()).add(l)),
      removeListener: (c, l) => listeners.get(c)?.delete(l),
    };
    const send = (c: string, payload: unknown) =>
      listeners.get(c)?.forEach((l) => l({ sender: 'ELECTRON_EVENT' }, payload));
    return { ipc, invoked, send, listeners };
  }

  it('exposes exactly invoke and on, frozen', () => {
    const bridge = createBridge(fakeIpc().ipc);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('forwards mapped channels and refuses others without touching ipc', async () => {
    const f = fakeIpc();
    const bridge = createBridge(f.ipc);
    await bridge.invoke('settings:get');
    const refused = await (bridge.invoke as (c: string, p?: unknown) => Promise<unknown>)('shell:openPath', '/');
    expect(f.invoked).toEqual([['settings:get', undefined]]);
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation_error' } });
  });

  it('passes only the payload to handlers (never Electron’s event) and unsubscribes', () => {
    const f = fakeIpc();
    const bridge = createBridge(f.ipc);
    const got: unknown[][] = [];
    const off = bridge.on('data:changed', (...args: unknown[]) => got.push(args));
    f.send('data:changed', { entity_type: 'task', ids: [1] });
    off();
    f.send('data:changed', { entity_type: 'task', ids: [2] });
    expect(got).toEqual([[{ entity_type: 'task', ids: [1] }]]);
    expect(f.listeners.get('data:changed')?.size).toBe(0);
  });
});

describe('external links', () => {
  it('opens only parsed http(s) URLs without credentials', () => {
    expect(externalUrl('https://docs.python.org/3/tutorial/')).toBe('https://docs.python.org/3/tutorial/');
    expect(externalUrl('http://example.com')).toBe('http://example.com/');
    for (const bad of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'quire://x',
      'https://user:pw@example.com',
      'nonsense',
    ]) {
      expect(externalUrl(bad)).toBeNull();
    }
  });
});

describe('window bounds', () => {
  const display = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  it('restores saved bounds on a visible display', () => {
    expect(restoreBounds({ x: 100, y: 50, width: 1000, height: 700, maximized: false }, display)).toEqual({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
    });
  });
  it('drops the position when the saved display is gone, keeping the size', () => {
    expect(restoreBounds({ x: 3000, y: 50, width: 1000, height: 700, maximized: false }, display)).toEqual({
      width: 1000,
      height: 700,
    });
    expect(restoreBounds(null, display)).toEqual({ width: 1200, height: 800 });
  });
});
