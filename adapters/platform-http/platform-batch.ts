import { STATUS_CODES } from 'node:http';
import { Logger } from '@nestjs/common';
import type { PlatformCredential } from '../../application/ports/platform-credential';
import { PlatformError } from '../../application/ports/platform-error';
import { BATCH_CHUNK_SIZE } from '../../domain/platform/platform-constants';
import { currentPlatformCallScope } from './platform-call-scope';
import { errorFromResponse } from './platform-error.mapping';
import type { PlatformHttpTransport, TransportLog } from './platform-http.transport';
import type { PlatformUrls } from './platform-urls';
import { encodeQuery, withQuery } from './query-encoding';
import { unwrapTyped } from './typed-values';
import { itemAt, present } from '../../domain/shared/present';

/**
 * The platform's batch endpoint, the one way every adapter batches (adapters/PLATFORM-API.md, "Batch").
 *
 * `POST {base}?goal=G` with `{"batch": [{name, method, url: '/resourceful/…', body, omit_results_on_success}],
 * "include_subtimings": false}`; the answer is `[{code, msg, name, body, headers}]`, 200 overall even
 * when items failed, each `body` the item's JSON answer encoded as a string. Answers are matched to
 * items by name, never by position; each item's code is checked, a failure decoded from its body and
 * mapped like any platform error.
 *
 * An item's GET parameters travel as JSON in its `body` (lists as arrays, objects as objects), never in
 * its url: a path with a query string is refused before anything is sent.
 */

/** What an item url starts with: the resource's path on the platform, whatever the base URL (public evidence). */
export const BATCH_URL_PREFIX = '/resourceful';

export type BatchMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A parameter value: JSON, with undefined and null left out and booleans sent as 1 and 0 (a GET's form). */
export type BatchValue =
  string | number | boolean | null | undefined | readonly BatchValue[] | { readonly [key: string]: BatchValue };

export interface BatchRequest {
  /** Unique within the batch; the answer comes back under it. */
  name: string;
  /** GET unless said. */
  method?: BatchMethod;
  /** Relative to the API base and without a query string, e.g. 'portfolio/portfolio/7/account'. */
  path: string;
  /** A GET's parameters, or a write's JSON body. */
  body?: Readonly<Record<string, BatchValue>>;
}

export interface BatchAnswer {
  name: string;
  /** The item's HTTP status. */
  code: number;
  /** The item's answer: JSON decoded and typed values unwrapped; text when the item answered text; null when empty. */
  body: unknown;
}

export interface BatchOptions {
  /** Failure codes that come back as answers (with a null body) instead of failing the batch: a 404 FX pair. */
  allow?: readonly number[];
  /**
   * Items whose failure, whatever its code, comes back as an answer (with a null body) instead of failing the
   * batch: a dependent item the caller reads only when what it refers to turns out to be there.
   */
  optional?: (name: string) => boolean;
}

/** The item as it goes on the wire. */
interface WireItem {
  name: string;
  method: BatchMethod;
  url: string;
  body?: Record<string, unknown>;
  omit_results_on_success: false;
}

/**
 * The reference to an earlier item's result, `{result=NAME:$.path}`, for a later item's path or body (public
 * evidence). The name ends at the first ':', so a name holding ':', '{' or '}' cannot be referred to.
 */
export const resultRef = (name: string, jsonPath: string): string => {
  if (/[:{}]/.test(name)) throw new Error(`Batch item '${name}' cannot be referred to: its name holds ':', '{' or '}'`);
  return `{result=${name}:${jsonPath}}`;
};

const REF = /\{result=([^:}]+):[^}]*\}/g;

export class PlatformBatch {
  private readonly internalHosts: string[];

  constructor(
    private readonly transport: PlatformHttpTransport,
    private readonly urls: PlatformUrls,
    private readonly log: TransportLog = new Logger('Platform'),
  ) {
    const base = new URL(urls.base);
    this.internalHosts = [base.host, base.hostname];
  }

  /**
   * Runs the requests, BATCH_CHUNK_SIZE items a call, the calls side by side (an item and the items that
   * refer to its result stay in one call). Answers by name. The first failed item, in the requests'
   * order, fails the whole run with its PlatformError unless its code is allowed.
   */
  async run(
    cred: PlatformCredential,
    goal: string,
    requests: readonly BatchRequest[],
    options: BatchOptions = {},
  ): Promise<Map<string, BatchAnswer>> {
    if (!requests.length) return new Map();
    const items = requests.map(toWireItem);
    const names = new Set<string>();
    for (const item of items) {
      if (names.has(item.name)) throw new Error(`Batch item name '${item.name}' is used twice`);
      names.add(item.name);
    }
    const url = withQuery(this.urls.base, encodeQuery({ goal }));
    const parts = await Promise.all(
      chunksKeepingReferences(items).map(async (part) => {
        const reply = await this.transport.call({
          method: 'POST',
          url,
          body: { batch: part, include_subtimings: false },
          cred,
        });
        return this.read(goal, part, reply.data);
      }),
    );
    const received = new Map<string, ReceivedItem>();
    for (const part of parts) for (const [name, answer] of part) received.set(name, answer);
    const allowed = options.allow ?? [];
    const answers = new Map<string, BatchAnswer>();
    for (const item of items) {
      const { name, code, body, raw } = received.get(item.name)!;
      if (isFailure(code) && !allowed.includes(code) && !options.optional?.(name))
        throw this.failure(goal, item, code, body, raw);
      answers.set(name, { name, code, body: isFailure(code) ? null : body });
    }
    return answers;
  }

  /** One call's answer: every item asked answered exactly once, no other. */
  private read(goal: string, part: readonly WireItem[], data: unknown): Map<string, ReceivedItem> {
    if (!Array.isArray(data)) throw this.protocol(goal, 'the batch answer is not a list');
    const asked = new Set(part.map((item) => item.name));
    const answers = new Map<string, ReceivedItem>();
    for (const entry of data as unknown[]) {
      const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
      const name = typeof e.name === 'string' || typeof e.name === 'number' ? String(e.name) : '';
      if (!asked.has(name)) throw this.protocol(goal, `the batch answered an item it was not asked for ('${name}')`);
      if (answers.has(name)) throw this.protocol(goal, `the batch answered item '${name}' twice`);
      if (typeof e.code !== 'number') throw this.protocol(goal, `item '${name}' has no code`);
      if (e.body !== undefined && e.body !== null && typeof e.body !== 'string')
        throw this.protocol(goal, `item '${name}' has a body that is not a string`);
      const raw = typeof e.body === 'string' && e.body !== '' ? e.body : null;
      const body = decodeBody(raw, e.headers, isFailure(e.code));
      if (body === NOT_JSON)
        throw this.protocol(goal, `item '${name}' answered ${e.code} with a body that is not JSON`);
      answers.set(name, { name, code: e.code, raw, body });
    }
    for (const name of asked)
      if (!answers.has(name)) throw this.protocol(goal, `the batch did not answer item '${name}'`);
    return answers;
  }

  /** A failed item's error, logged as the transport logs a failed call: with the request id and the platform's own text. */
  private failure(goal: string, item: WireItem, code: number, body: unknown, raw: string | null): PlatformError {
    const error = errorFromResponse(code, body, this.internalHosts);
    const said = raw ? ` '${raw.length > 500 ? `${raw.slice(0, 500)}…` : raw}'` : '';
    const line = `request ${requestId()}: batch ${goal} item ${item.name} ${item.method} ${item.url} failed: ${code} ${STATUS_CODES[code] ?? ''} ${error.code}${said}`;
    if (error.code === 'unavailable' || error.code === 'unknown') this.log.warn(line);
    else this.log.log(line);
    return error;
  }

  private protocol(goal: string, what: string): PlatformError {
    this.log.warn(`request ${requestId()}: batch ${goal}: ${what}`);
    return new PlatformError('unknown', 200, `The platform's batch answer could not be read: ${what}`);
  }
}

/** An item's answer as received: its body decoded, and its text for the log. */
interface ReceivedItem extends BatchAnswer {
  raw: string | null;
}

const requestId = () => currentPlatformCallScope()?.requestId ?? '-';
const isFailure = (code: number) => code < 200 || code >= 300;
const NOT_JSON = Symbol('not JSON');

function toWireItem(request: BatchRequest): WireItem {
  const { name, method = 'GET', path, body } = request;
  if (!name) throw new Error('A batch item needs a name');
  if (path.includes('?')) throw new Error(`Batch item '${name}': parameters go in its body, not in its url (${path})`);
  const read = method === 'GET' || method === 'DELETE';
  const sent = body && ((read ? getParameters(body) : jsonBody(body)) as Record<string, unknown>);
  return {
    name,
    method,
    url: `${BATCH_URL_PREFIX}/${path.replace(/^\/+/, '')}`,
    // A read without parameters has no body.
    ...(sent && (!read || Object.keys(sent).length) ? { body: sent } : {}),
    // Stated each time: a dependent item's result is otherwise left out (public evidence).
    omit_results_on_success: false,
  };
}

/** A GET's parameters as JSON: absent values left out, booleans as 1 and 0, lists and objects kept whole. */
function getParameters(value: BatchValue): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.filter((v) => v !== undefined && v !== null).map(getParameters);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value as Record<string, BatchValue>)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, getParameters(v)]),
    );
  }
  return value;
}

/** A write's body as given, absent values left out. */
function jsonBody(value: BatchValue): unknown {
  return JSON.parse(JSON.stringify(value));
}

/** The item's body string decoded: JSON (typed values unwrapped) unless its headers say otherwise. */
function decodeBody(raw: string | null, headers: unknown, failed: boolean): unknown {
  if (raw === null) return null;
  const type = contentType(headers);
  if (type && !/json/i.test(type)) return raw;
  try {
    return unwrapTyped(JSON.parse(raw));
  } catch {
    // A failure's body may be a plain text (a 500 must never be parsed): the error mapping takes the text.
    return failed ? raw : NOT_JSON;
  }
}

function contentType(headers: unknown): string | null {
  if (typeof headers !== 'object' || headers === null) return null;
  const found = Object.entries(headers as Record<string, unknown>).find(([k]) => k.toLowerCase() === 'content-type');
  return found && typeof found[1] === 'string' ? found[1] : null;
}

/** Chunks of BATCH_CHUNK_SIZE in the items' order, an item that refers to another's result kept in the other's chunk. */
function chunksKeepingReferences(items: readonly WireItem[]): WireItem[][] {
  const order = new Map(items.map((item, i) => [item.name, i]));
  const groups: WireItem[][] = [];
  const groupOf = new Map<string, number>();
  for (const item of items) {
    const refs = [...`${item.url} ${JSON.stringify(item.body ?? {})}`.matchAll(REF)].map((m) =>
      present(m[1], 'the name in a result reference'),
    );
    if (refs.some((r) => !groupOf.has(r)))
      throw new Error(`Batch item '${item.name}' refers to a result not asked before it`);
    const ids = [...new Set(refs.map((r) => groupOf.get(r)!))];
    const target = ids.length ? Math.min(...ids) : groups.push([]) - 1;
    for (const id of ids.filter((g) => g !== target)) {
      const from = itemAt(groups, id);
      for (const moved of from) groupOf.set(moved.name, target);
      itemAt(groups, target).push(...from);
      groups[id] = [];
    }
    itemAt(groups, target).push(item);
    groupOf.set(item.name, target);
  }
  const chunks: WireItem[][] = [];
  let current: WireItem[] = [];
  for (const group of groups.filter((g) => g.length)) {
    if (group.length > BATCH_CHUNK_SIZE)
      throw new Error(
        `${group.length} batch items refer to one another: more than ${BATCH_CHUNK_SIZE} cannot go in one call`,
      );
    if (current.length + group.length > BATCH_CHUNK_SIZE) {
      chunks.push(current);
      current = [];
    }
    current.push(...group.sort((a, b) => order.get(a.name)! - order.get(b.name)!));
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** Rows of an answer that should be a list: the list, or a PlatformError naming the item. */
export function rowsOf<T = Record<string, unknown>>(answer: BatchAnswer | undefined, goal: string): T[] {
  if (answer && Array.isArray(answer.body)) return answer.body as T[];
  throw new PlatformError(
    'unknown',
    answer?.code ?? 200,
    `The platform's batch answer could not be read: ${goal} item ${answer?.name ?? '?'} is not a list`,
  );
}

/** The answer of an item that should be one object. */
export function objectOf<T = Record<string, unknown>>(answer: BatchAnswer | undefined, goal: string): T {
  if (answer && typeof answer.body === 'object' && answer.body !== null && !Array.isArray(answer.body))
    return answer.body as T;
  throw new PlatformError(
    'unknown',
    answer?.code ?? 200,
    `The platform's batch answer could not be read: ${goal} item ${answer?.name ?? '?'} is not an object`,
  );
}
