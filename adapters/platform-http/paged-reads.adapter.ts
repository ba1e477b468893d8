import { Injectable } from '@nestjs/common';
import { PagedReadsPort } from '../../application/ports/paged-reads.port';
import { currentPlatformCallScope, runInPlatformCallScope } from './platform-call-scope';

/**
 * Each next item read in a platform-call scope of its own: a page read while a download streams gets
 * the platform deadline afresh (a long history is many pages, each within the deadline). The request id
 * stays on their log lines.
 */
@Injectable()
export class PagedReadsAdapter extends PagedReadsPort {
  async *eachWithItsOwnDeadline<T>(items: AsyncIterable<T>): AsyncIterable<T> {
    const requestId = currentPlatformCallScope()?.requestId;
    const it = items[Symbol.asyncIterator]();
    for (;;) {
      const next = await runInPlatformCallScope(requestId, () => it.next());
      if (next.done) return;
      yield next.value;
    }
  }
}
