import { useEffect } from 'react';
import { onEvent } from '../api/client';
import { useViewIntents } from '../stores/viewIntents';
import { toast, toastError } from '../stores/toasts';

/** A reminder stays up long enough to be seen after looking away for a moment. */
const REMINDER_MS = 30_000;

/**
 * Shows what main reports without being asked (`app:notice`): a caught fault, damage the
 * background integrity check found, a restore made outside the window; and task reminders
 * (`task:reminder`) when the window has focus or the system has no notifications.
 */
export function useAppNotices(): void {
  useEffect(() => {
    const offNotice = onEvent('app:notice', (notice) => {
      if (notice.kind === 'restored') toast(notice.message);
      else toastError(notice.message);
    });
    const offReminder = onEvent('task:reminder', (reminder) => {
      toast(
        `Reminder — ${reminder.message}`,
        {
          label: 'Open',
          run: () =>
            useViewIntents
              .getState()
              .request('tasks', { kind: 'task:open', taskId: reminder.task_id, completed: false }),
        },
        REMINDER_MS,
      );
    });
    return () => {
      offNotice();
      offReminder();
    };
  }, []);
}
