import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeySettings } from '../../src-renderer/views/settings/ApiKeySettings';

/** A stand-in for main's settings:api_key: it keeps the key and answers only set / not set. */
function fakeMain(backend = 'gnome_libsecret') {
  const calls: unknown[] = [];
  let key: string | null = null;
  window.quire = {
    invoke: async (channel: string, payload?: unknown) => {
      calls.push([channel, payload]);
      const p = payload as { action?: string; key?: string } | undefined;
      if (channel === 'settings:api_key') {
        if (p?.action === 'set') key = p.key ?? null;
        if (p?.action === 'clear') key = null;
        return { ok: true, data: { status: key ? 'set' : 'not set', backend, secure: true, warning: null } };
      }
      if (channel === 'health:get')
        return {
          ok: false,
          error: { code: 'internal_error', message: 'not in this test', details: { request_id: 't' } },
        };
      return { ok: true, data: {} };
    },
    on: () => () => {},
  } as never;
  return calls;
}

afterEach(() => {
  cleanup();
  delete window.quire;
});

describe('API key field', () => {
  it('is write-only: the key goes to main, the field empties, and only "set" comes back', async () => {
    const calls = fakeMain();
    render(<ApiKeySettings />);
    expect((await screen.findByTestId('api-key-status')).textContent).toBe('not set');
    const field = screen.getByLabelText('API key', { exact: true }) as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.type(field, 'sk-ant-secret{Enter}');
    expect((await screen.findByText('Key saved.')).textContent).toBe('Key saved.');
    expect(screen.getByTestId('api-key-status').textContent).toBe('set');
    expect((screen.getByLabelText('Replace the key') as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain('sk-ant-secret');
    expect(calls).toContainEqual(['settings:api_key', { action: 'set', key: 'sk-ant-secret' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove key' }));
    expect((await screen.findByText('Key removed.')).textContent).toBe('Key removed.');
    expect(screen.getByTestId('api-key-status').textContent).toBe('not set');
  });

  it('is disabled with a plain note when the key comes from the environment', async () => {
    fakeMain('environment');
    render(<ApiKeySettings />);
    expect((await screen.findByTestId('api-key-status')).textContent).toBe('not set');
    expect((screen.getByLabelText('API key', { exact: true }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/environment variable/).textContent).toContain('ANTHROPIC_API_KEY');
  });
});
