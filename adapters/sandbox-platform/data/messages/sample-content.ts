import type { SampleKind } from './docnote-records';
import { docxFile, MIME, pdfFile, pngFile, xlsxFile } from './sample-files';

/** The bytes of a generated attachment, from its kind and title (the same title gives the same file). */
export function sampleBytes(kind: SampleKind, title: string): Buffer {
  switch (kind) {
    case 'pdf':
      return pdfFile(title, [
        'Prepared for you by Hartley & Co Wealth Management.',
        'This document is a sample produced by the demo platform.',
        'Values shown are for illustration only.',
      ]);
    case 'png':
      return pngFile(48, 32);
    case 'docx':
      return docxFile([title, 'Prepared by your adviser.', 'This document is a sample produced by the demo platform.']);
    case 'xlsx':
      return xlsxFile('Summary', [
        ['Item', 'Value (GBP)'],
        ['Opening value', 125000],
        ['Contributions', 5000],
        ['Withdrawals', -2000],
        ['Closing value', 131250.55],
      ]);
  }
}

export const mimeOf = (kind: SampleKind): string => MIME[kind];

/** A tiny PNG as a data URI, for message bodies that show an image inline. */
export const INLINE_PNG_DATA_URI = `data:image/png;base64,${pngFile(8, 8, 'c00000', 'ffc000').toString('base64')}`;
