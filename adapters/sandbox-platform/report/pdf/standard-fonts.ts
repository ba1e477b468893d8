/**
 * Helvetica and Helvetica-Bold (two of the PDF standard 14 fonts, never embedded) in WinAnsiEncoding:
 * the byte of each character and its advance width in 1/1000 em, from Adobe's AFM files, so text can
 * be measured and figures right-aligned.
 */

import { itemAt } from '../../../../domain/shared/present';

export type FontName = 'regular' | 'bold';

// Widths of the characters 32 (space) to 126 (~), in order.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];

/** Characters outside ASCII that WinAnsiEncoding holds, with their byte and widths (regular, bold). */
const EXTRA: Record<string, [number, number, number]> = {
  '€': [0x80, 556, 556],
  '‘': [0x91, 222, 278],
  '’': [0x92, 222, 278],
  '“': [0x93, 333, 500],
  '”': [0x94, 333, 500],
  '•': [0x95, 350, 350],
  '–': [0x96, 556, 556],
  '—': [0x97, 1000, 1000],
  '…': [0x85, 1000, 1000],
  '\u00a0': [0xa0, 278, 278],
  '£': [0xa3, 556, 556],
  '·': [0xb7, 278, 278],
};

/** A Latin-1 letter without its own width here measures as an average lower-case letter. */
const FALLBACK_WIDTH = 556;

/** The WinAnsi byte of a character; '?' for one the encoding does not hold. */
export function winAnsiByte(ch: string): number {
  const code = ch.codePointAt(0) ?? 63;
  if (code >= 32 && code <= 126) return code;
  if (EXTRA[ch]) return EXTRA[ch][0];
  if (code >= 0xa1 && code <= 0xff) return code;
  return 63;
}

export function charWidth(ch: string, font: FontName): number {
  const code = ch.codePointAt(0) ?? 63;
  if (code >= 32 && code <= 126) return itemAt(font === 'bold' ? BOLD : REGULAR, code - 32);
  if (EXTRA[ch]) return EXTRA[ch][font === 'bold' ? 2 : 1];
  return FALLBACK_WIDTH;
}

/** The width of a text in points at a size. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch, font);
  return (units * size) / 1000;
}
