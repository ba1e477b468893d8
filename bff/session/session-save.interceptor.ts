import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { mergeMap, Observable } from 'rxjs';
import { saveSession } from './portal-session';

/** What the portal's session stores offer: whether a session is as they hold it. */
interface ChangeAwareStore {
  unchanged?(sess: object): boolean;
}

/**
 * Saves a changed session before the response goes out. express-session would save it only while
 * ending the response, when a store failure can no longer change the answer; saving first means a
 * Redis outage answers 503 instead of a success that was never stored. The store says whether the
 * session changed, from the text it loaded: one serialisation a request, no snapshot before.
 */
@Injectable()
export class SessionSaveInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      mergeMap(async (value: unknown) => {
        if (req.session && changed(req)) await saveSession(req);
        return value;
      }),
    );
  }
}

function changed(req: Request): boolean {
  const store = req.sessionStore as ChangeAwareStore | undefined;
  return store?.unchanged ? !store.unchanged(req.session) : true;
}
