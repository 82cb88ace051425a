import { useEffect } from 'react';
import { onEvent } from '../api/client';
import { toast, toastError } from '../stores/toasts';

/**
 * Shows what main reports without being asked (`app:notice`): a caught fault, damage the
 * background integrity check found, a restore made outside the window.
 */
export function useAppNotices(): void {
  useEffect(
    () =>
      onEvent('app:notice', (notice) => {
        if (notice.kind === 'restored') toast(notice.message);
        else toastError(notice.message);
      }),
    [],
  );
}
