import { DEFAULT_CHART_PALETTE } from './chart-settings';
import { present } from '../shared/present';

/** The chart palette: the site's `chartColour*` colours, kept readable (spec 2 §9, WCAG 1.4.11). */

/** WCAG 1.4.11: graphical objects need 3:1 against what is next to them. */
export const MIN_GRAPHIC_CONTRAST = 3;
const WHITE = '#ffffff';
const HEX_RE = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function rgb(hex: string): [number, number, number] | null {
  const m = HEX_RE.exec(hex.trim());
  if (!m) return null;
  const digits = present(m[1], 'the hex digits the pattern requires');
  const h =
    digits.length === 3
      ? digits
          .split('')
          .map((c) => c + c)
          .join('')
      : digits;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two hex colours (1 to 21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return 1;
  const lx = luminance(x);
  const ly = luminance(y);
  const hi = Math.max(lx, ly);
  const lo = Math.min(lx, ly);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (c: [number, number, number]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour darkened in small steps until it reaches 3:1 on white; an unreadable value is null. */
export function readableOnWhite(colour: string): string | null {
  let c = rgb(colour);
  if (!c) return null;
  for (let i = 0; i < 40 && contrastRatio(toHex(c), WHITE) < MIN_GRAPHIC_CONTRAST; i += 1) {
    c = c.map((v) => v * 0.92) as [number, number, number];
  }
  return toHex(c);
}

/** The configured colours (made readable), or the default palette when none is configured. */
export function chartPalette(configured: readonly string[] | null | undefined): string[] {
  const usable = (configured ?? []).map(readableOnWhite).filter((c): c is string => c !== null);
  return usable.length ? usable : [...DEFAULT_CHART_PALETTE];
}

/** The colour of the n-th series, wrapping round the palette. */
export function seriesColour(palette: readonly string[], index: number): string {
  // Not `itemAt`: a negative index must not count from the end.
  return present(palette[index % palette.length], `a colour for series ${index} in a palette of ${palette.length}`);
}
