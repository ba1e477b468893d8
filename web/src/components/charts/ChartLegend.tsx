/** A legend entry: the series' colour and its dash pattern (or fill pattern), so colour is not the only cue. */
import { useId } from 'react';

/** An id usable in an SVG url(#...) reference (React's ids carry punctuation). */
export function useSvgId(suffix: string): string {
  return `c${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-${suffix}`;
}

export interface LegendItem {
  name: string;
  colour: string;
  /** A stroke dash pattern for lines; 'column' draws a block. */
  dash?: string;
  kind?: 'line' | 'column' | 'slice';
  /** The id of the hatch pattern drawn over it, for alternate slices and columns. */
  hatch?: string;
}

export function ChartLegend({ items, hatchId }: { items: LegendItem[]; hatchId?: string }) {
  if (items.length === 0) return null;
  return (
    <>
      {hatchId ? (
        <svg width="0" height="0" className="chart__defs" aria-hidden="true" focusable="false">
          <HatchPattern id={hatchId} />
        </svg>
      ) : null}
      <ul className="chart__legend">
        {items.map((item) => (
          <li key={item.name} className="chart__legend-item">
            <svg width="28" height="14" aria-hidden="true" focusable="false">
              {item.kind === 'column' || item.kind === 'slice' ? (
                <>
                  <rect x="4" y="1" width="20" height="12" fill={item.colour} />
                  {item.hatch ? <rect x="4" y="1" width="20" height="12" fill={`url(#${item.hatch})`} /> : null}
                </>
              ) : (
                <line
                  x1="0"
                  x2="28"
                  y1="7"
                  y2="7"
                  stroke={item.colour}
                  strokeWidth="3"
                  strokeDasharray={item.dash || undefined}
                />
              )}
            </svg>
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The hatch pattern alternate slices and columns carry; defined once per drawing. */
export function HatchPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" strokeWidth="2" strokeOpacity="0.7" />
      </pattern>
    </defs>
  );
}
