import { present } from '../../../../domain/shared/present';
import { writePdf } from './pdf-file';
import { textWidth, winAnsiByte, type FontName } from './standard-fonts';

/**
 * A small PDF 1.4 writer for the sandbox's documents: A4 pages of text in Helvetica (regular and bold)
 * and Times (for a logo's serif lettering), filled rectangles, lines and paths in RGB colours. The
 * content streams stay uncompressed, so a test can read the text back (testing/pdf-text.ts).
 */

export const A4 = { width: 595.28, height: 841.89 } as const;

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  font?: FontName | 'serif';
  size?: number;
  colour?: Rgb;
  /** x is the left edge (default), the right edge or the centre. */
  align?: 'left' | 'right' | 'center';
}

const FONT_RESOURCE = { regular: 'F1', bold: 'F2', serif: 'F3' } as const;
const BLACK: Rgb = [0, 0, 0];

/** '#0b3d5c' as RGB fractions; black for anything else. */
export function hexColour(hex: string | undefined): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex?.trim() ?? '');
  if (!m) return BLACK;
  const byte = (group: string | undefined): number => parseInt(present(group, 'a colour byte'), 16) / 255;
  return [byte(m[1]), byte(m[2]), byte(m[3])];
}

const num = (n: number): string => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb): string => c.map((v) => num(v)).join(' ');

/** A PDF string literal of a text in WinAnsiEncoding, as latin1 characters. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const byte = winAnsiByte(ch);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `${out})`;
}

export class PdfPage {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10;
    const font = style.font ?? 'regular';
    const width = font === 'serif' ? 0 : textWidth(text, font, size);
    const left = style.align === 'right' ? x - width : style.align === 'center' ? x - width / 2 : x;
    this.ops.push(
      `BT /${FONT_RESOURCE[font]} ${num(size)} Tf ${rgb(style.colour ?? BLACK)} rg ${num(left)} ${num(y)} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  rect(x: number, y: number, width: number, height: number, fill: Rgb): this {
    this.ops.push(`${rgb(fill)} rg ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Rgb, width = 0.5): this {
    this.ops.push(`${rgb(colour)} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
    return this;
  }

  /** Raw drawing operators inside their own graphics state (a logo). */
  graphics(ops: readonly string[]): this {
    this.ops.push('q', ...ops, 'Q');
    return this;
  }
}

export interface PdfInfo {
  title: string;
  author: string;
}

export class PdfDocument {
  readonly pages: PdfPage[] = [];

  constructor(private readonly info: PdfInfo) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  toBuffer(): Buffer {
    const fonts = ['Helvetica', 'Helvetica-Bold', 'Times-Roman'];
    // 1 catalog, 2 pages, 3 info, 4-6 fonts, then a page and its contents per page.
    const firstPage = 7;
    const objects: string[] = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${this.pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')}] /Count ${this.pages.length} >>`,
      `<< /Title ${pdfString(this.info.title)} /Author ${pdfString(this.info.author)} /Producer (Sandbox platform) >>`,
      ...fonts.map((f) => `<< /Type /Font /Subtype /Type1 /BaseFont /${f} /Encoding /WinAnsiEncoding >>`),
    ];
    const resources = `<< /Font << /F1 4 0 R /F2 5 0 R /F3 6 0 R >> >>`;
    this.pages.forEach((page, i) => {
      const content = page.ops.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources ${resources} /Contents ${firstPage + i * 2 + 1} 0 R >>`,
      );
      objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    });
    return writePdf(objects, '/Info 3 0 R');
  }
}
