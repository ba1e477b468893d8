import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { ADVISER_ROLE } from '../../domain/access/access-level';
import { downloadedWhat, OPENED_PORTAL, readWhat, type PortalViewAction } from '../../domain/audit/portal-views';
import { PortalViewRecorder } from './portal-view.recorder';
import { present } from '../../domain/shared/present';
import { textOrEmpty } from '../../domain/shared/text';

const AUDITED_VIEW = 'portal:audited-view';

/**
 * A download answer that says whether the client may see the docnote the file belongs to (clientMaySee, the one
 * rule in application/messages/messages-context): the view-as log names the file only then.
 */
export class AuditedFile extends StreamableFile {
  constructor(
    stream: Readable,
    options: StreamableFile['options'],
    readonly clientMaySee: boolean,
  ) {
    super(stream, options);
  }
}

/**
 * Whether an answer is about something the client may see: a message answer not marked adviser-only (its marker
 * comes from the same rule), or a download that says so. Anything else is not named in the client's log.
 */
function clientMaySeeAnswer(value: unknown): boolean {
  if (value instanceof AuditedFile) return value.clientMaySee;
  if (value instanceof StreamableFile) return false;
  return typeof value === 'object' && value !== null && (value as { adviserOnly?: unknown }).adviserOnly === false;
}

/** The file name of a download answer (Content-Disposition's filename*, else filename). */
export function downloadName(value: unknown): string {
  if (!(value instanceof StreamableFile)) return '';
  const raw = value.getHeaders().disposition ?? '';
  const disposition = Array.isArray(raw) ? raw.join('; ') : raw;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(present(star[1], 'the encoded name in filename*'));
    } catch {
      /* fall back to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? '';
}

function whatOf(action: PortalViewAction, value: unknown): string {
  if (action === 'opened') return OPENED_PORTAL;
  const named = clientMaySeeAnswer(value);
  if (action === 'read') return readWhat(named ? textOrEmpty((value as { subject?: unknown }).subject) : null);
  return downloadedWhat(named ? downloadName(value) : null);
}

/** After an adviser's successful request, notes it in the client's view-as log (fire-and-forget). */
@Injectable()
export class AuditedViewInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly recorder: PortalViewRecorder,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const action = this.reflector.get<PortalViewAction | undefined>(AUDITED_VIEW, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      tap((value) => {
        // Read after the handler: choosing a client puts it in context under a new session.
        const s = req.session;
        if (!action || s?.user?.role !== ADVISER_ROLE || !s.clientInContext) return;
        this.recorder.note({
          clientId: s.clientInContext.entityId,
          adviserUserId: s.user.id,
          adviserName: s.user.displayName,
          action,
          what: whatOf(action, value),
          previewMode: s.clientInContext.isPreviewMode === true,
          atMs: Date.now(),
        });
      }),
    );
  }
}

/** Marks an endpoint whose use by an adviser the client sees in 'Who has viewed my portal'. */
export function AuditedView(action: PortalViewAction) {
  return applyDecorators(SetMetadata(AUDITED_VIEW, action), UseInterceptors(AuditedViewInterceptor));
}
