import request from 'supertest';
import type { App } from 'supertest/types';
import { first } from '../../domain/shared/present';

/** The parts of the OpenAPI document the contract checks read. */
export interface ContractOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<
    string,
    {
      $ref?: string;
      description?: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema?: unknown }>;
    }
  >;
  security?: Record<string, string[]>[];
}

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
  components: {
    schemas: Record<string, unknown>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

export interface DocumentedOperation {
  method: string;
  /** The path template, as the document names it: /api/messages/{id}. */
  path: string;
  op: ContractOperation;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** The document the portal serves at /api/docs-json. */
export async function fetchOpenApiDocument(server: App): Promise<ContractDocument> {
  return (await request(server).get('/api/docs-json').expect(200)).body as ContractDocument;
}

/** Every operation of the document. */
export function documentedOperations(doc: ContractDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, op]) => ({ method, path, op })),
  );
}

/**
 * The operation that answers `method path`: `path` is a template (/api/messages/{id}) or a path as sent
 * (/api/messages/12?folder=Inbox); a literal path wins over a template (/api/messages/compose/accounts).
 */
export function findOperation(doc: ContractDocument, method: string, path: string): DocumentedOperation | undefined {
  const m = method.toLowerCase();
  const bare = first(path.split('?'));
  const candidates = documentedOperations(doc).filter((o) => o.method === m);
  const exact = candidates.find((o) => o.path === bare);
  if (exact) return exact;
  const matching = candidates.filter((o) => templatePattern(o.path).test(bare));
  // The template with the most literal text is the route express would have chosen first.
  return matching.sort((a, b) => literalLength(b.path) - literalLength(a.path))[0];
}

function templatePattern(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

function literalLength(template: string): number {
  return template.replace(/\{[^}]+\}/g, '').length;
}

/** The statuses the document gives for an operation (empty when there is no such operation). */
export function documentedStatuses(doc: ContractDocument, method: string, path: string): string[] {
  return Object.keys(findOperation(doc, method, path)?.op.responses ?? {});
}

/** Whether `status` is documented for the operation: by itself, as 4XX / 5XX, never by `default` alone. */
export function isDocumented(doc: ContractDocument, method: string, path: string, status: number): boolean {
  const statuses = documentedStatuses(doc, method, path);
  return statuses.includes(String(status)) || statuses.includes(`${String(status)[0]}XX`);
}

/** One answer the portal gave: what was sent, and the status it answered. */
export interface ObservedAnswer {
  method: string;
  path: string;
  status: number;
  /** What the request tried, for the failure message. */
  probe?: string;
}

/** The answers whose status the document does not give for their operation (or whose operation it does not name). */
export function undocumentedAnswers(
  doc: ContractDocument,
  answers: ObservedAnswer[],
): (ObservedAnswer & { documented: string[] })[] {
  return answers
    .filter((a) => !isDocumented(doc, a.method, a.path, a.status))
    .map((a) => ({ ...a, documented: documentedStatuses(doc, a.method, a.path) }));
}

/** A response of an operation, with a reference to components.responses followed. */
export function resolvedResponse(doc: ContractDocument, op: ContractOperation, status: string) {
  const r = op.responses?.[status];
  if (!r?.$ref) return r;
  return (doc.components.responses ?? {})[r.$ref.split('/').pop()!] as typeof r;
}
