import { Injectable, Logger } from '@nestjs/common';
import { PORTAL_VIEW_RECORD_TIMEOUT_MS } from '../../domain/audit/portal-views';
import {
  RecordPortalViewUseCase,
  type PortalViewEvent,
} from '../../application/portal-views/record-portal-view.use-case';

/**
 * Records a view-as entry without holding up the adviser: the write runs on its own, is abandoned after a
 * short time, and a failure is logged, never thrown (the adviser's request answers whatever happens here).
 */
@Injectable()
export class PortalViewRecorder {
  private readonly logger = new Logger('PortalViews');
  /** The writes still running (tests wait for them; nothing else does). */
  readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly record: RecordPortalViewUseCase) {}

  note(event: PortalViewEvent): void {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${PORTAL_VIEW_RECORD_TIMEOUT_MS} ms`)),
        PORTAL_VIEW_RECORD_TIMEOUT_MS,
      );
      timer.unref?.();
    });
    const write = (async () => this.record.execute(event))();
    const done: Promise<void> = Promise.race([write, timeout])
      .catch((e: unknown) =>
        this.logger.warn(
          `view of client ${event.clientId} by user ${event.adviserUserId} not recorded: ${e instanceof Error ? e.message : String(e)}`,
        ),
      )
      .finally(() => {
        clearTimeout(timer);
        this.inFlight.delete(done);
      });
    // A write that fails after the timeout must not surface as an unhandled rejection.
    write.catch(() => undefined);
    this.inFlight.add(done);
  }
}
