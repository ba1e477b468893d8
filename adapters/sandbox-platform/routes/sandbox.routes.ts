import { validation } from '../http/errors';
import { noContent, ok, type RequestContext } from '../http/reply';
import { anonymous, type Route } from '../http/route';
import { bodyObject } from '../http/wire';

/** Not part of the platform: what the sandbox "sent", and the maintenance switch. */
function setMaintenance(ctx: RequestContext) {
  const { on } = bodyObject(ctx.body);
  if (typeof on !== 'boolean') throw validation('on must be true or false');
  ctx.state.maintenance = on;
  return noContent();
}

/** Arms (or disarms) a one-time failure of the next attachment upload or notification e-mail. */
function failNext(which: 'failNextAttachment' | 'failNextEmail') {
  return (ctx: RequestContext) => {
    const { on } = bodyObject(ctx.body ?? { on: true });
    if (typeof on !== 'boolean') throw validation('on must be true or false');
    ctx.state.messages[which] = on;
    return noContent();
  };
}

/** Arms (or disarms) a status 500 end of the next valuation report job. */
function failNextReport(ctx: RequestContext) {
  const { on } = bodyObject(ctx.body ?? { on: true });
  if (typeof on !== 'boolean') throw validation('on must be true or false');
  ctx.state.reports.failNext = on;
  return noContent();
}

export const sandboxRoutes: Route[] = [
  anonymous('POST', 'sandbox/fail-next-attachment', failNext('failNextAttachment'), 'root'),
  anonymous('POST', 'sandbox/fail-next-email', failNext('failNextEmail'), 'root'),
  anonymous('POST', 'sandbox/fail-next-report', failNextReport, 'root'),
  anonymous('GET', 'sandbox/outbox', (ctx) => ok(ctx.state.outbox.toJSON()), 'root'),
  anonymous('POST', 'sandbox/maintenance', setMaintenance, 'root'),
];
