import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs`, so "Today" and "Overdue 2h" stay true when the
 * app is left open past midnight or for an afternoon.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
