import {
  ApiBadGatewayResponse,
  type OpenAPIObject,
  type OperationObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';
import { MAX_BODY_DEPTH } from './json-body-guard.middleware';
import { JSON_BODY_LIMIT } from './json-parser.middleware';
import { first } from '../../domain/shared/present';

/** The shared error body (ErrorBodyDto) as the document names it. */
export const ERROR_BODY_SCHEMA = 'ErrorBodyDto';
const ERROR_BODY_REF = `#/components/schemas/${ERROR_BODY_SCHEMA}`;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** What decides which common error answers an operation can give. */
export interface OperationFacts {
  method: string;
  path: string;
  /** POST, PUT, PATCH or DELETE: the anti-forgery token, the origin check and the JSON body parser apply. */
  write: boolean;
  /** Signed-in only (the session cookie is its security). */
  session: boolean;
  /** Takes path, query or header parameters. */
  parameters: boolean;
  /** Takes multipart/form-data (message sends), streamed by its own handler. */
  multipart: boolean;
}

/** One answer every operation it applies to may give, whatever the operation does. */
export interface CommonErrorAnswer {
  /** The name under components.responses. */
  name: string;
  status: number;
  appliesTo(op: OperationFacts): boolean;
  description: string;
  /** Appended to an operation's own description of the same status, for the cause the operation does not name. */
  also?(op: OperationFacts): string | undefined;
  retryAfter?: boolean;
}

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
};

const CSRF_OR_ORIGIN =
  "A write is refused before it is read when its X-CSRF-Token header is missing or is not this session's token (code csrf), " +
  'or when its Origin (or Referer) names another site (code cross_origin).';

const CONTEXT_CHANGED =
  'The page that sent the request shows another signed-in context (X-Portal-Context, or ?portalContext= on an event stream) than the session now has: ' +
  'another tab signed in someone else or chose another client. Refused before anything runs (code context_changed); reload the page.';
const ENDED_SESSION =
  'A write whose session (the one that handed out its anti-forgery token) has ended is refused with code no_session.';
const STORE_DOWN =
  'Or, with the error body (code unavailable, Retry-After): the session store failed for a request that carried a session cookie.';

/**
 * The error answers shared by many operations, documented once here and added by withCommonErrorAnswers
 * to every operation they apply to (an operation's own description of a status is kept). Each answers
 * with the error body (ErrorBodyDto). 429 is not here: only the sign-in, help, code and signing-code
 * operations are throttled, and each documents its own limits (given Retry-After here).
 */
export const COMMON_ERROR_ANSWERS: readonly CommonErrorAnswer[] = [
  {
    name: 'BadParameters',
    status: 400,
    appliesTo: (op) => !op.write && op.parameters,
    description:
      'A parameter is missing, malformed or not one this operation takes (code validation; errors lists each problem).',
  },
  {
    name: 'BadBody',
    status: 400,
    appliesTo: (op) => op.write && !op.multipart,
    description:
      `The body is not valid JSON, is nested more than ${MAX_BODY_DEPTH} levels deep, holds a key such as __proto__, ` +
      'or a field or parameter is refused (code validation; errors lists each problem).',
  },
  {
    name: 'BadUpload',
    status: 400,
    appliesTo: (op) => op.write && op.multipart,
    description:
      'A field, a file or the Idempotency-Key header is refused, or a JSON body is sent that is not valid JSON (code validation).',
  },
  {
    name: 'NoSession',
    status: 401,
    appliesTo: (op) => op.session || op.write,
    description:
      'No signed-in session, or it has timed out or ended (code no_session). A write needs the session that handed out its anti-forgery token: ' +
      'once that session has ended, the write is refused so.',
    also: (op) => (op.write && !op.session ? ENDED_SESSION : undefined),
  },
  {
    name: 'Refused',
    status: 403,
    appliesTo: (op) => op.session && !op.write,
    description: 'Signed in, but the role, access level or client in context does not allow this (code forbidden).',
  },
  {
    name: 'WriteRefused',
    status: 403,
    appliesTo: (op) => op.write,
    description: `${CSRF_OR_ORIGIN} Signed-in operations also refuse a role, access level or client in context that does not allow them (code forbidden).`,
    also: () => CSRF_OR_ORIGIN,
  },
  {
    name: 'ContextChanged',
    status: 409,
    appliesTo: () => true,
    description: CONTEXT_CHANGED,
    also: () => `Or: ${CONTEXT_CHANGED}`,
  },
  {
    name: 'BodyTooLarge',
    status: 413,
    appliesTo: (op) => op.write && !op.multipart,
    description: `The JSON body is larger than ${JSON_BODY_LIMIT} (code payload_too_large).`,
  },
  {
    name: 'UploadTooLarge',
    status: 413,
    appliesTo: (op) => op.write && op.multipart,
    description: `The upload is larger than its limits allow, or a JSON body is larger than ${JSON_BODY_LIMIT} (code payload_too_large).`,
  },
  {
    name: 'NotJson',
    status: 415,
    appliesTo: (op) => op.write && !op.multipart,
    description:
      'A body that is not JSON (send Content-Type: application/json), or that declares a character set other than UTF-8 ' +
      'or a Content-Encoding the portal does not accept (code unsupported_media_type).',
  },
  {
    name: 'NotMultipart',
    status: 415,
    appliesTo: (op) => op.write && op.multipart,
    description:
      'The body is not multipart/form-data, or declares a character set other than UTF-8 or a Content-Encoding the portal does not accept (code unsupported_media_type).',
  },
  {
    name: 'Unavailable',
    status: 503,
    appliesTo: () => true,
    description:
      'The platform, or the session store, is not available at the moment (code unavailable); Retry-After says when to try again. ' +
      'Any request that carries a session cookie can get it while the session store is down.',
    also: () => STORE_DOWN,
    retryAfter: true,
  },
];

/** Statuses whose answers carry Retry-After wherever they are documented. */
const RETRY_AFTER_STATUSES = new Set(['429', '503']);

export function operationFacts(method: string, path: string, op: OperationObject): OperationFacts {
  const body = op.requestBody && !('$ref' in op.requestBody) ? op.requestBody : undefined;
  return {
    method,
    path,
    write: WRITE_METHODS.has(method),
    session: (op.security ?? []).some((s) => 'session' in s),
    parameters: (op.parameters ?? []).length > 0,
    multipart: !!body?.content['multipart/form-data'],
  };
}

/**
 * Adds the common error answers to every operation of the document they apply to, once each, as
 * references to components.responses; a status an operation documents itself keeps its own description
 * (with what the common answer adds, if anything), gains Retry-After for 429 and 503, and accepts the
 * error body beside its own schema when that schema is not the error body.
 */
export function withCommonErrorAnswers(doc: OpenAPIObject): OpenAPIObject {
  const components = (doc.components ??= {});
  const responses = (components.responses ??= {});
  const schemas = components.schemas ?? {};
  for (const answer of COMMON_ERROR_ANSWERS) {
    responses[answer.name] = {
      description: answer.description,
      ...(answer.retryAfter ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
    };
  }

  doc.info.description = [
    doc.info.description,
    'Every error answers with the error body (ErrorBodyDto). The answers operations share (400, 401, 403, 409, 413, 415, 503) are described once, ' +
      'under components.responses, and listed on each operation that can give them.',
  ]
    .filter(Boolean)
    .join(' ');

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const facts = operationFacts(method, path, op);
      const own = new Set(Object.keys(op.responses));
      for (const answer of COMMON_ERROR_ANSWERS) {
        if (!answer.appliesTo(facts)) continue;
        const status = String(answer.status);
        if (!own.has(status)) {
          op.responses[status] = { $ref: `#/components/responses/${answer.name}` };
          own.add(status);
          continue;
        }
        const existing = op.responses[status];
        if (!existing || '$ref' in existing) continue;
        op.responses[status] = widened(existing, answer.also?.(facts), schemas);
      }
      for (const [status, r] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && r && !('$ref' in r)) op.responses[status] = asJson(r);
      }
      for (const status of RETRY_AFTER_STATUSES) {
        const r = op.responses[status];
        if (r && !('$ref' in r) && !r.headers?.['Retry-After'])
          op.responses[status] = { ...r, headers: { ...r.headers, ...RETRY_AFTER } };
      }
    }
  }
  return doc;
}

/**
 * Errors are always JSON, whatever the operation produces when it succeeds (a file, an event stream):
 * an error answer documented under another content type is moved to application/json.
 */
function asJson(r: ResponseObject): ResponseObject {
  const content = r.content ?? {};
  const entries = Object.entries(content);
  if (!entries.length || (entries.length === 1 && first(entries)[0] === 'application/json')) return r;
  const json = content['application/json'] ?? first(entries)[1];
  return { ...r, content: { 'application/json': json } };
}

/** An operation's own answer, with the common cause added to its description and the error body to its schemas. */
function widened(
  own: ResponseObject,
  also: string | undefined,
  schemas: Record<string, SchemaObject | ReferenceObject>,
): ResponseObject {
  const description =
    !also || own.description.includes(also)
      ? own.description
      : [own.description.trim(), also].filter(Boolean).join(' ');
  const json = own.content?.['application/json'];
  const schema = json?.schema;
  const errorBody = { $ref: ERROR_BODY_REF };
  const content =
    schema && isErrorBody(schema, schemas)
      ? own.content
      : {
          ...own.content,
          'application/json': { ...json, schema: schema ? { oneOf: [schema, errorBody] } : errorBody },
        };
  return { ...own, description, content };
}

/** The error body itself, or a schema with every property the error body requires (one that extends it). */
export function isErrorBody(
  schema: SchemaObject | ReferenceObject,
  schemas: Record<string, SchemaObject | ReferenceObject>,
): boolean {
  if ('$ref' in schema) {
    if (schema.$ref === ERROR_BODY_REF) return true;
    const target = schemas[schema.$ref.split('/').pop()!];
    return !!target && isErrorBody(target, schemas);
  }
  if (schema.oneOf) return schema.oneOf.some((s) => isErrorBody(s, schemas));
  const base = schemas[ERROR_BODY_SCHEMA];
  if (!base || '$ref' in base) return false;
  return (base.required ?? []).every((p) => schema.properties?.[p] !== undefined);
}

/**
 * The 502 of an operation that streams a file from the platform (streamedFile, answerDownloadFailure):
 * its own answer, as only those operations give it.
 */
export function ApiStreamedFileFailure() {
  return ApiBadGatewayResponse({
    description:
      "The platform's stream of the file failed before its first byte (code unavailable), answered without the file's headers; " +
      'once bytes have gone, the connection is cut instead, so a cut-short file never looks whole.',
    type: ErrorBodyDto,
  });
}
