import { textOrEmpty } from '../../../domain/shared/text';
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import { first, present } from '../../../domain/shared/present';
import { errorReply } from '../http/dispatch';
import { SandboxError, validation } from '../http/errors';
import { ok, type HttpMethod, type Reply, type RequestContext } from '../http/reply';
import { anonymous, type Route } from '../http/route';

/**
 * The batch endpoint as the platform documents it (adapters/PLATFORM-API.md, "Batch"; public evidence:
 * cl-xplan-api Documentation/api/Batched Requests.md). `POST {base}?goal=G` with
 * `{"batch": [{name?, method, url: '/resourceful/…', body?, omit_results_on_success?, accept?}], "include_subtimings"?}`;
 * the answer, 200 whatever the items did, is `[{code, msg, name, body, headers[, time]}]` in the items'
 * order, each body the item's answer as a string.
 *
 * An item's parameters are its `body`. A query string in an item url is ignored, as a server that takes
 * the parameters from the body alone would ignore it: a parameter put there is not read.
 */

/** Requests in one batch (public evidence; the portal sends 50 at most, spec 2 §9). */
export const MAX_BATCH_ITEMS = 100;
const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const PREFIX = '/resourceful';
/** `{result=NAME:$.path}`: a value of an earlier item's result. */
const REF = /\{result=([^:}]+):([^}]*)\}/g;
const HAS_REF = /\{result=[^:}]+:[^}]*\}/;

interface BatchItem {
  name: string;
  method: HttpMethod;
  url: string;
  body: Record<string, unknown> | undefined;
  omit: boolean | undefined;
}

interface Done {
  code: number;
  /** The decoded JSON of a success, for later items' references. */
  json: unknown;
}

function readBatch(body: unknown): { items: BatchItem[]; subtimings: boolean } {
  if (Array.isArray(body))
    throw validation('A batch is a JSON object with the requests under "batch", not a bare list');
  if (typeof body !== 'object' || body === null)
    throw validation('A batch is a JSON object with the requests under "batch"');
  const { batch, include_subtimings } = body as Record<string, unknown>;
  if (!Array.isArray(batch)) throw validation('batch must be a list of requests');
  if (batch.length > MAX_BATCH_ITEMS) throw validation(`A batch holds at most ${MAX_BATCH_ITEMS} requests`);
  if (include_subtimings !== undefined && typeof include_subtimings !== 'boolean')
    throw validation('include_subtimings must be true or false');
  const names = new Set<string>();
  const items = batch.map((raw: unknown, i): BatchItem => {
    const item = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    const name = item.name === undefined ? String(i) : item.name;
    if (typeof name !== 'string' || name === '') throw validation(`Request ${i}: name must be a text`);
    if (names.has(name)) throw validation(`Request name '${name}' is used twice`);
    names.add(name);
    if (!METHODS.includes(item.method as HttpMethod))
      throw validation(`Request '${name}': method must be one of ${METHODS.join(', ')}`);
    const url = item.url;
    if (typeof url !== 'string' || !(url === PREFIX || url.startsWith(`${PREFIX}/`) || url.startsWith(`${PREFIX}?`))) {
      throw validation(`Request '${name}': url must begin with ${PREFIX}`);
    }
    if (item.body !== undefined && (typeof item.body !== 'object' || item.body === null || Array.isArray(item.body)))
      throw validation(`Request '${name}': body must be a JSON object`);
    const omit = item.omit_results_on_success;
    if (omit !== undefined && typeof omit !== 'boolean')
      throw validation(`Request '${name}': omit_results_on_success must be true or false`);
    return {
      name,
      method: item.method as HttpMethod,
      url,
      body: item.body as Record<string, unknown> | undefined,
      omit,
    };
  });
  return { items, subtimings: include_subtimings === true };
}

/** A GET's parameters from the item's JSON body, flattened as a query string carries them: lists `name.N`, objects `name.key`, booleans 1 and 0. */
export function parametersOf(body: Record<string, unknown> | undefined): URLSearchParams {
  const query = new URLSearchParams();
  const walk = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${name}.${i}`, v));
    else if (typeof value === 'object') for (const [key, v] of Object.entries(value)) walk(`${name}.${key}`, v);
    else query.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : textOrEmpty(value));
  };
  for (const [name, value] of Object.entries(body ?? {})) walk(name, value);
  return query;
}

/**
 * The value at a JSONPath (Goessner's syntax, which the public evidence cites) of the forms `$`, `.key`,
 * `[n]`, `['key']` and `[*]`: `$.client_adviser`, `$[0].portfolioid`, `$.fields.client_adviser`. Without
 * `[*]` it is the one value found, undefined when there is none; with `[*]` (every element of a list, every
 * value of an object) it is the list of every value found, in order — ours: the evidence shows only a
 * reference to one value. A path of any other form finds nothing.
 */
export function atPath(json: unknown, path: string): unknown {
  if (!path.startsWith('$')) return undefined;
  const steps = /^(?:\.([A-Za-z_][\w-]*)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]|(\[\*\]))/;
  let rest = path.slice(1);
  let nodes: unknown[] = [json];
  let many = false;
  while (rest) {
    const m = steps.exec(rest);
    if (!m) return undefined;
    const isObject = (v: unknown): v is Record<string | number, unknown> => typeof v === 'object' && v !== null;
    const isList = (v: unknown): v is unknown[] => Array.isArray(v);
    if (m[5]) {
      many = true;
      nodes = nodes.flatMap((v) => (isList(v) ? v : isObject(v) ? Object.values(v) : []));
    } else {
      const key = m[1] ?? m[3] ?? m[4] ?? Number(m[2]);
      nodes = nodes
        .filter(isObject)
        .map((v) => v[key])
        .filter((v) => v !== undefined);
    }
    rest = rest.slice(m[0].length);
  }
  return many ? nodes : nodes[0];
}

/**
 * Replaces each reference to an earlier result. A reference to a request that failed is this request's
 * 424 (Failed Dependency); one to no earlier request, one that finds nothing, or a list (`[*]`) anywhere but
 * as a whole body value is its 400 — ours, as is the 424: the evidence does not say what a real server answers.
 */
function resolve(text: string, done: Map<string, Done>, whole: boolean): unknown {
  const value = (name: string, path: string, alone: boolean): unknown => {
    const ref = `{result=${name}:${path}}`;
    const earlier = done.get(name);
    if (!earlier) throw validation(`${ref} refers to no earlier request`);
    if (earlier.code < 200 || earlier.code >= 300)
      throw failedDependency(`${ref} refers to request '${name}', which failed (${earlier.code})`);
    const v = atPath(earlier.json, path);
    if (v === undefined || (Array.isArray(v) && v.length === 0)) throw validation(`${ref} finds nothing to use`);
    if (typeof v === 'object' && v !== null && !alone)
      throw validation(`${ref} finds a list or an object, which can only stand as a whole parameter in a body`);
    return v;
  };
  const single = /^\{result=([^:}]+):([^}]*)\}$/.exec(text);
  if (whole && single)
    return value(present(single[1], 'the referenced request name'), present(single[2], 'the referenced path'), true);
  return text.replace(REF, (_, name: string, path: string) => String(value(name, path, false)));
}

const failedDependency = (apiMessage: string): SandboxError => new SandboxError(424, 'failed_dependency', apiMessage);

function resolveBody(body: unknown, done: Map<string, Done>): unknown {
  if (typeof body === 'string') return HAS_REF.test(body) ? resolve(body, done, true) : body;
  if (Array.isArray(body)) return body.map((v) => resolveBody(v, done));
  if (typeof body === 'object' && body !== null)
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, resolveBody(v, done)]));
  return body;
}

/** The wire answer of one item: its body as a string (JSON, or a text answer's text), none for an empty answer or a file. */
function answerOf(
  item: BatchItem,
  reply: Reply,
  omitted: boolean,
): { code: number; msg: string; name: string; body: string | null; headers: Record<string, string> } {
  const code = reply.status;
  const base = { code, msg: STATUS_CODES[code] ?? '', name: item.name };
  if (reply.raw) {
    const raw = reply.raw.content;
    const text = Buffer.isBuffer(raw) && reply.raw.contentType.startsWith('text/') ? raw.toString('utf8') : null;
    return { ...base, body: omitted ? null : text, headers: { 'Content-Type': reply.raw.contentType } };
  }
  if (reply.body === undefined) return { ...base, body: null, headers: {} };
  return {
    ...base,
    body: omitted ? null : JSON.stringify(reply.body),
    headers: { 'Content-Type': 'application/json' },
  };
}

/** POST {base}?goal=G: each request runs in order as the caller, with the caller's rights. */
function runBatch(ctx: RequestContext): Reply {
  const { items, subtimings } = readBatch(ctx.body);
  const done = new Map<string, Done>();
  const answers = items.map((item) => {
    const started = performance.now();
    const dependent = HAS_REF.test(item.url) || HAS_REF.test(JSON.stringify(item.body ?? {}));
    let reply: Reply;
    try {
      const url = resolve(item.url, done, false) as string;
      // The resource's path; a query string is not read (see above).
      const path = first(url.slice(PREFIX.length).split(/[?#]/)).replace(/^\/+|\/+$/g, '');
      const body = resolveBody(item.body, done) as Record<string, unknown> | undefined;
      const read = item.method === 'GET' || item.method === 'DELETE';
      reply =
        path === ''
          ? { status: 400, body: validation('A batch may not contain a batch').toBody() }
          : ctx.dispatch({
              scope: 'base',
              method: item.method,
              path,
              query: read ? parametersOf(body) : new URLSearchParams(),
              body: read ? undefined : body,
              token: ctx.token,
            });
    } catch (e) {
      reply = errorReply(e);
    }
    const success = reply.status >= 200 && reply.status < 300;
    done.set(item.name, { code: reply.status, json: success ? reply.body : undefined });
    // A stand-alone result is left out only when asked; a dependent one unless asked for (public evidence).
    const omitted = success && (dependent ? item.omit !== false : item.omit === true);
    const answer = answerOf(item, reply, omitted);
    return subtimings ? { ...answer, time: Math.round((performance.now() - started) * 1000) / 1000 } : answer;
  });
  return ok(answers);
}

export const batchRoutes: Route[] = [anonymous('POST', '', runBatch)];
