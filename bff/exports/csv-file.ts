import type { StreamableFile } from '@nestjs/common';
import type { CsvExport } from '../../application/exports/csv-export';
import type { PagedReadsPort } from '../../application/ports/paged-reads.port';
import { CSV_BOM, csvHeader, csvLine } from '../../domain/export/csv';
import { streamedFile } from '../common/streamed-file';
import { contentDisposition } from '../messages/download-headers';

/** Lines are gathered up to this many bytes before they are written: few writes, little held. */
const CHUNK_BYTES = 64 * 1024;

/** The download's bytes: the byte-order mark and header, then its lines as they are read. */
async function* csvBytes(file: CsvExport, reads: PagedReadsPort): AsyncIterable<Uint8Array> {
  let chunk = CSV_BOM + csvHeader(file.columns);
  for await (const cells of reads.eachWithItsOwnDeadline(file.lines)) {
    chunk += csvLine(cells);
    if (chunk.length >= CHUNK_BYTES) {
      yield Buffer.from(chunk, 'utf8');
      chunk = '';
    }
  }
  yield Buffer.from(chunk, 'utf8');
}

/**
 * A CSV download, streamed with backpressure (a slow reader holds the next page's read back, so a long
 * history never sits in memory), each page read within a platform deadline of its own. A failure once
 * bytes have gone cuts the connection (streamedFile).
 */
export function csvFile(file: CsvExport, reads: PagedReadsPort): StreamableFile {
  return streamedFile(csvBytes(file, reads), {
    type: 'text/csv; charset=utf-8',
    disposition: contentDisposition(file.fileName),
  });
}
