import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src-renderer/components/ErrorBoundary';

afterEach(() => vi.restoreAllMocks());

function Flaky() {
  const [broken] = useState(() => (globalThis as { __broken?: boolean }).__broken === true);
  if (broken) throw new Error('view exploded');
  return <p>all good</p>;
}

describe('ErrorBoundary', () => {
  it('shows a recoverable message instead of a blank window, and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { __broken?: boolean }).__broken = true;
    render(
      <ErrorBoundary where="Tasks">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Tasks hit a problem');
    expect(screen.getByRole('alert').textContent).toContain('view exploded');
    (globalThis as { __broken?: boolean }).__broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('all good')).toBeTruthy();
  });
});
