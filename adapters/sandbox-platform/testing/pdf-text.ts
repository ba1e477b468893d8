/**
 * The text of a PDF the sandbox wrote (uncompressed content streams, WinAnsi strings), for tests:
 * each page's text runs in reading order, and the lines they make (runs at the same height, left to
 * right, joined by ' | ').
 */

import { itemAt, present } from '../../../domain/shared/present';

export interface PdfRun {
  page: number;
  x: number;
  y: number;
  text: string;
}

const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

function unescape(literal: string): string {
  let out = '';
  for (let i = 0; i < literal.length; i++) {
    const c = itemAt(literal, i);
    if (c === '\\') {
      out += literal[++i];
      continue;
    }
    const code = c.charCodeAt(0);
    out += WIN_ANSI[code] ?? c;
  }
  return out;
}

export function pdfRuns(pdf: Buffer): PdfRun[] {
  const text = pdf.toString('latin1');
  const runs: PdfRun[] = [];
  let page = 0;
  for (const stream of text.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    page++;
    for (const m of present(stream[1], 'the stream content').matchAll(
      /BT [^\n]*?(-?[\d.]+) (-?[\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g,
    )) {
      runs.push({ page, x: Number(m[1]), y: Number(m[2]), text: unescape(present(m[3], 'the run text')) });
    }
  }
  return runs;
}

/** Lines of text, page by page, top to bottom; the runs of a line joined by ' | '. */
export function pdfLines(pdf: Buffer): string[] {
  const byLine = new Map<string, PdfRun[]>();
  for (const r of pdfRuns(pdf)) {
    const key = `${r.page}:${Math.round(r.y)}`;
    byLine.set(key, [...(byLine.get(key) ?? []), r]);
  }
  return [...byLine.entries()]
    .sort(([a], [b]) => {
      // Keys are 'page:y'.
      const [pa, ya] = a.split(':').map(Number);
      const [pb, yb] = b.split(':').map(Number);
      return present(pa, 'a page') - present(pb, 'a page') || present(yb, 'a height') - present(ya, 'a height');
    })
    .map(([, runs]) =>
      runs
        .sort((a, b) => a.x - b.x)
        .map((r) => r.text)
        .join(' | '),
    );
}
