import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, Observable } from 'rxjs';
import { saveSession } from './portal-session';

/**
 * Saves a changed session before the response goes out. express-session would save it only while
 * ending the response, when a store failure can no longer change the answer; saving first means a
 * Redis outage answers 503 instead of a success that was never stored.
 */
@Injectable()
export class SessionSaveInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const before = snapshot(req);
    return next.handle().pipe(
      mergeMap(async (value) => {
        if (req.session && snapshot(req) !== before) await saveSession(req);
        return value;
      }),
    );
  }
}

function snapshot(req: Request): string {
  return req.session ? `${req.sessionID}:${JSON.stringify(req.session)}` : '';
}
