import { STATUS_CODES } from 'node:http';
import type { StubAnswer, StubRequest } from './stub-platform';

/** A batch item as the stub platform received it. */
export interface SentItem {
  name: string;
  method: string;
  url: string;
  body?: Record<string, unknown>;
  omit_results_on_success?: boolean;
}

/** The items of a batch call the stub received (`{"batch": [...]}`). */
export const sentItems = (req: StubRequest): SentItem[] => (req.body as { batch: SentItem[] }).batch;

/** One item's answer: `body` goes JSON-encoded into the string, `text` as it is. */
export interface ItemReply {
  code?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/**
 * The answer a platform gives a batch (adapters/PLATFORM-API.md, "Batch"): 200 overall whatever the
 * items did, each item `{code, msg, name, body, headers}` with its body a string.
 */
export function batchReply(
  req: StubRequest,
  answer: (item: SentItem) => ItemReply,
  order: (items: SentItem[]) => SentItem[] = (items) => items,
): StubAnswer {
  return {
    status: 200,
    body: order(sentItems(req)).map((item) => {
      const reply = answer(item);
      const code = reply.code ?? 200;
      const body = reply.text ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
      return {
        code,
        msg: STATUS_CODES[code] ?? '',
        name: item.name,
        body,
        headers: reply.headers ?? { 'Content-Type': 'application/json' },
      };
    }),
  };
}

/** A TransportLog that keeps its lines. */
export function listeningLog(): { lines: string[]; warn(m: string): void; log(m: string): void } {
  const lines: string[] = [];
  return { lines, warn: (m) => lines.push(`warn ${m}`), log: (m) => lines.push(`log ${m}`) };
}
