import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { chartPalette } from '../../../../domain/analysis/chart-palette';
import { siteStore } from '../../lib/site.store';

/** The palette from the site configuration's `chartColour*` keys, or the default nine colours. */
export function useChartPalette(): string[] {
  const { config } = useSnapshot(siteStore);
  const configured = config?.chartColours;
  return useMemo(() => chartPalette(configured ? [...configured] : []), [configured]);
}
