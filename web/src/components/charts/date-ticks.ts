import { axisDateLabels, tickDate } from '../../../../domain/analysis/chart-axes';
import { itemAt } from '../../../../domain/shared/present';

/** About how wide one character of a 12 px axis label is. */
const CHAR_PX = 6.5;
/** Space kept between two date labels. */
const LABEL_GAP_PX = 8;

export interface DateTick {
  value: Date;
  label: string;
}

interface UtcScale {
  (d: Date): number | undefined;
  ticks(count?: number): Date[];
}

/**
 * The x axis's ticks and labels (issue 23 item 11): year, month or day starts in UTC as d3 offers
 * them for the width, thinned to every second, third... until no two labels touch.
 */
export function dateTicks(x: UtcScale, width: number, narrow: boolean): DateTick[] {
  const longest = narrow ? 8 : 11;
  const wanted = Math.max(3, Math.floor(width / (longest * CHAR_PX + LABEL_GAP_PX)));
  const offered = x.ticks(wanted);
  for (let every = 1; every <= offered.length; every += 1) {
    const kept = offered.filter((_, i) => i % every === 0);
    const labels = axisDateLabels(kept.map(tickDate), narrow);
    const fits = kept.every((t, i) => {
      if (i === 0) return true;
      const room = (x(t) ?? 0) - (x(itemAt(kept, i - 1)) ?? 0);
      return room >= ((itemAt(labels, i).length + itemAt(labels, i - 1).length) / 2) * CHAR_PX + LABEL_GAP_PX;
    });
    if (fits) return kept.map((value, i) => ({ value, label: itemAt(labels, i) }));
  }
  return [];
}

/** Pixels a y axis needs for its longest label. */
export function axisLabelWidth(labels: readonly string[]): number {
  return Math.max(0, ...labels.map((l) => l.length)) * CHAR_PX + 14;
}
