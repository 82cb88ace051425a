import { useEffect, useRef } from 'react';
import { onEvent } from '../api/client';

/**
 * Runs `refresh` whenever main reports a change to one of `entityTypes` — so an agent action
 * shows up in an open view without a reload.
 */
export function useDataChanged(entityTypes: readonly string[], refresh: () => void): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const key = entityTypes.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    return onEvent('data:changed', (change) => {
      if (wanted.has(change.entity_type)) latest.current();
    });
  }, [key]);
}
