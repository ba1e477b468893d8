import { useCallback, useState, type KeyboardEvent } from 'react';
import { nextPointIndex } from '../../../../domain/analysis/chart-summary';

/**
 * One tab stop for a chart; Left/Right (and Home/End) move between its points and the live region
 * says the point reached. `describe` turns an index into the sentence announced.
 */
export function usePointNavigation(count: number, describe: (index: number) => string) {
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const moveTo = useCallback(
    (index: number | null) => {
      setActive(index);
      if (index !== null && index < count) setAnnouncement(describe(index));
    },
    [count, describe],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const next = nextPointIndex(event.key, active !== null && active < count ? active : null, count);
      if (next === null) return;
      event.preventDefault();
      moveTo(next);
    },
    [active, count, moveTo],
  );

  const clampedActive = active !== null && active < count ? active : null;
  return { active: clampedActive, announcement, onKeyDown, moveTo, clear: () => setActive(null) };
}
