import { itemAt, present } from '../../../../domain/shared/present';
import { hexColour, type Rgb } from './pdf-document';

/**
 * A firm's logo, drawn from its SVG: the subset logos of the site settings use (a viewBox; rect with
 * rx; path with M, L, H, V, C and Z, absolute or relative; text), as PDF operators. Anything else in
 * the file is skipped; a file with nothing drawable gives null, and the report shows the firm's name.
 */

export interface SvgLogo {
  width: number;
  height: number;
  /** Drawing operators in the SVG's own units, y downwards (placeLogo flips them onto the page). */
  ops: string[];
}

const n = (v: number): string => (Math.round(v * 1000) / 1000).toString();
const rgb = (c: Rgb): string => c.map((v) => n(v)).join(' ');
const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const num = (tag: string, name: string, fallback = 0): number => {
  const v = Number(attr(tag, name));
  return Number.isFinite(v) ? v : fallback;
};
const decode = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

function fillOf(tag: string): Rgb | null {
  const fill = attr(tag, 'fill');
  if (fill === 'none') return null;
  return hexColour(fill ?? '#000000');
}

function rectOps(tag: string): string[] {
  const [x, y, w, h] = [num(tag, 'x'), num(tag, 'y'), num(tag, 'width'), num(tag, 'height')];
  const fill = fillOf(tag);
  if (!fill || w <= 0 || h <= 0) return [];
  const r = Math.min(num(tag, 'rx'), w / 2, h / 2);
  if (r <= 0) return [`${rgb(fill)} rg ${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`];
  const k = r * 0.5523;
  const path = [
    `${n(x + r)} ${n(y)} m`,
    `${n(x + w - r)} ${n(y)} l`,
    `${n(x + w - r + k)} ${n(y)} ${n(x + w)} ${n(y + r - k)} ${n(x + w)} ${n(y + r)} c`,
    `${n(x + w)} ${n(y + h - r)} l`,
    `${n(x + w)} ${n(y + h - r + k)} ${n(x + w - r + k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c`,
    `${n(x + r)} ${n(y + h)} l`,
    `${n(x + r - k)} ${n(y + h)} ${n(x)} ${n(y + h - r + k)} ${n(x)} ${n(y + h - r)} c`,
    `${n(x)} ${n(y + r)} l`,
    `${n(x)} ${n(y + r - k)} ${n(x + r - k)} ${n(y)} ${n(x + r)} ${n(y)} c`,
  ];
  return [`${rgb(fill)} rg`, ...path, 'f'];
}

function pathOps(tag: string): string[] {
  const fill = fillOf(tag);
  const d = attr(tag, 'd');
  if (!fill || !d) return [];
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let i = 0;
  let cmd = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const next = (): number => Number(tokens[i++]);
  while (i < tokens.length) {
    const token = itemAt(tokens, i);
    if (/[a-zA-Z]/.test(token)) {
      cmd = token;
      i++;
    }
    const rel = cmd === cmd.toLowerCase();
    switch (cmd.toUpperCase()) {
      case 'M':
        x = (rel ? x : 0) + next();
        y = (rel ? y : 0) + next();
        [startX, startY] = [x, y];
        out.push(`${n(x)} ${n(y)} m`);
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
        x = (rel ? x : 0) + next();
        y = (rel ? y : 0) + next();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'H':
        x = (rel ? x : 0) + next();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'V':
        y = (rel ? y : 0) + next();
        out.push(`${n(x)} ${n(y)} l`);
        break;
      case 'C': {
        const p = [next(), next(), next(), next(), next(), next()].map((v, j) => v + (rel ? (j % 2 === 0 ? x : y) : 0));
        out.push(`${p.map(n).join(' ')} c`);
        [x, y] = [itemAt(p, 4), itemAt(p, 5)];
        break;
      }
      case 'Z':
        out.push('h');
        [x, y] = [startX, startY];
        break;
      default:
        return [];
    }
  }
  return out.length ? [`${rgb(fill)} rg`, ...out, 'f'] : [];
}

function textOps(tag: string, content: string): string[] {
  const fill = fillOf(tag) ?? [0, 0, 0];
  const family = (attr(tag, 'font-family') ?? '').toLowerCase();
  const font =
    /serif/.test(family) && !/sans-serif/.test(family) ? 'F3' : attr(tag, 'font-weight') === 'bold' ? 'F2' : 'F1';
  const text = decode(content)
    .replace(/[()\\]/g, (c) => `\\${c}`)
    .replace(/[^\x20-\x7e]/g, '?');
  // The text matrix flips y back, so the letters stand upright in the y-down drawing.
  return [
    `BT /${font} ${n(num(tag, 'font-size', 16))} Tf ${rgb(fill)} rg 1 0 0 -1 ${n(num(tag, 'x'))} ${n(num(tag, 'y'))} Tm (${text}) Tj ET`,
  ];
}

export function parseSvgLogo(svg: string): SvgLogo | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const box = root
    ? attr(root, 'viewBox')
        ?.trim()
        .split(/[\s,]+/)
        .map(Number)
    : undefined;
  if (!box || box.length !== 4 || box.some((v) => !Number.isFinite(v))) return null;
  const [minX, minY, width, height] = [itemAt(box, 0), itemAt(box, 1), itemAt(box, 2), itemAt(box, 3)];
  if (width <= 0 || height <= 0) return null;
  const ops: string[] = [];
  for (const m of svg.matchAll(/<(rect|path)\b[^>]*\/?>|<text\b([^>]*)>([^<]*)<\/text>/g)) {
    if (m[1] === 'rect') ops.push(...rectOps(m[0]));
    else if (m[1] === 'path') ops.push(...pathOps(m[0]));
    else ops.push(...textOps(m[0], present(m[3], "a text element's content")));
  }
  if (!ops.length) return null;
  return { width, height, ops: [`1 0 0 1 ${n(-minX)} ${n(-minY)} cm`, ...ops] };
}

/** The logo's operators placed with its top-left corner at (x, top) on the page, `height` points tall. */
export function placeLogo(logo: SvgLogo, x: number, top: number, height: number): { ops: string[]; width: number } {
  const s = height / logo.height;
  return { ops: [`${n(s)} 0 0 ${n(-s)} ${n(x)} ${n(top)} cm`, ...logo.ops], width: logo.width * s };
}
