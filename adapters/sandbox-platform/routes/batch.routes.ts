import { validation } from '../http/errors';
import { ok, type Reply, type RequestContext } from '../http/reply';
import { platformQuery } from '../http/query';
import { anonymous, type Route } from '../http/route';

export const MAX_BATCH_ITEMS = 50;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface BatchItem {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  omit_results_on_success?: boolean;
}

function readItems(body: unknown): BatchItem[] {
  if (!Array.isArray(body)) throw validation('The batch body must be an array of items');
  if (body.length > MAX_BATCH_ITEMS) throw validation(`A batch holds at most ${MAX_BATCH_ITEMS} items`);
  return body.map((item, i) => {
    const valid = item && typeof item.name === 'string' && typeof item.url === 'string' && METHODS.includes(item.method);
    if (!valid) throw validation(`Batch item ${i} needs a name, a method and a url`);
    return item as BatchItem;
  });
}

/** POST {base}?goal=G: each item runs in order as the caller, with the caller's rights. */
function runBatch(ctx: RequestContext): Reply {
  const results = readItems(ctx.body).map((item) => {
    const url = new URL(item.url.replace(/^\/+/, ''), 'http://batch.invalid/');
    const path = url.pathname.replace(/^\/+|\/+$/g, '');
    const reply = path === ''
      ? { status: 400, body: validation('A batch may not contain a batch').toBody() }
      : ctx.dispatch({ scope: 'base', method: item.method, path, query: platformQuery(url.search), body: item.body, token: ctx.token });
    const success = reply.status >= 200 && reply.status < 300;
    // A text answer (a docnote body) comes as its string; a file's bytes do not travel in a batch.
    const raw = reply.raw?.content;
    const body = reply.raw ? (Buffer.isBuffer(raw) && reply.raw.contentType.startsWith('text/') ? raw.toString('utf8') : null) : reply.body;
    return { name: item.name, status: reply.status, body: (success && item.omit_results_on_success) || body === undefined ? null : body };
  });
  return ok(results);
}

export const batchRoutes: Route[] = [anonymous('POST', '', runBatch)];
