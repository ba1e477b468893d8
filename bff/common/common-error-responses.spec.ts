import type { OpenAPIObject } from '@nestjs/swagger';
import { present } from '../../domain/shared/present';
import { withCommonErrorAnswers } from './common-error-responses';

const errorBody = { $ref: '#/components/schemas/ErrorBodyDto' };
const json = (schema: object) => ({ 'application/json': { schema } });

function doc(paths: OpenAPIObject['paths']): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'Client portal API', version: '1.0', description: 'The API.' },
    paths,
    components: {
      schemas: {
        ErrorBodyDto: {
          type: 'object',
          required: ['statusCode', 'code', 'message'],
          properties: { statusCode: {}, code: {}, message: {} },
        },
        Terminus: { type: 'object', properties: { status: {} } },
      },
    },
  };
}

/** The operation the test documented at `path`; throws when the document lost it. */
const operation = (d: OpenAPIObject, path: string, method: 'get' | 'post') =>
  present(present(d.paths[path], `path ${path}`)[method], `${method} ${path}`);
const statuses = (d: OpenAPIObject, path: string, method: 'get' | 'post') =>
  Object.keys(operation(d, path, method).responses).sort();

describe('withCommonErrorAnswers', () => {
  it('adds the answers each kind of operation can give, as references to one description each', () => {
    const d = withCommonErrorAnswers(
      doc({
        '/api/site-config': { get: { responses: { '200': { description: 'ok' } } } },
        '/api/messages/{id}': {
          get: {
            security: [{ session: [] }],
            parameters: [{ name: 'id', in: 'path' }],
            responses: { '200': { description: 'ok' } },
          },
        },
        '/api/auth/logout': { post: { security: [{ csrf: [] }], responses: { '204': { description: 'done' } } } },
        '/api/messages': {
          post: {
            security: [{ session: [] }, { csrf: [] }],
            requestBody: { content: { 'multipart/form-data': {} } },
            responses: { '200': { description: 'ok' } },
          },
        },
      }),
    );
    expect(statuses(d, '/api/site-config', 'get')).toEqual(['200', '409', '503']);
    expect(statuses(d, '/api/messages/{id}', 'get')).toEqual(['200', '400', '401', '403', '409', '503']);
    expect(statuses(d, '/api/auth/logout', 'post')).toEqual(['204', '400', '401', '403', '409', '413', '415', '503']);
    expect(operation(d, '/api/auth/logout', 'post').responses['415']).toEqual({
      $ref: '#/components/responses/NotJson',
    });
    expect(operation(d, '/api/messages', 'post').responses['415']).toEqual({
      $ref: '#/components/responses/NotMultipart',
    });
    expect(d.components!.responses!.Unavailable).toMatchObject({
      headers: { 'Retry-After': expect.any(Object) },
      content: json(errorBody),
    });
    expect(d.info.description).toMatch(/^The API\. Every error answers with the error body/);
  });

  it("keeps an operation's own answer, adding the common cause, Retry-After, the error body beside another schema, and JSON for errors", () => {
    const d = withCommonErrorAnswers(
      doc({
        '/api/health/ready': {
          get: {
            responses: {
              '200': { description: 'ok' },
              '503': { description: 'Not ready.', content: json({ $ref: '#/components/schemas/Terminus' }) },
            },
          },
        },
        '/api/account/password': {
          post: {
            security: [{ session: [] }],
            responses: {
              '200': { description: 'ok' },
              '403': { description: 'Not allowed.', content: json(errorBody) },
              '429': { description: 'Too many.', content: json(errorBody) },
            },
          },
        },
        '/api/file/{id}': {
          get: {
            security: [{ session: [] }],
            parameters: [{ name: 'id', in: 'path' }],
            responses: {
              '200': { description: 'The file.' },
              '404': { description: 'None.', content: { 'application/octet-stream': { schema: errorBody } } },
            },
          },
        },
      }),
    );
    const ready = operation(d, '/api/health/ready', 'get').responses['503'];
    expect(ready).toMatchObject({
      description: expect.stringMatching(/^Not ready\. Or, with the error body/),
      headers: { 'Retry-After': expect.any(Object) },
    });
    expect(ready).toMatchObject({ content: json({ oneOf: [{ $ref: '#/components/schemas/Terminus' }, errorBody] }) });

    const write = operation(d, '/api/account/password', 'post').responses;
    expect(write['403']).toMatchObject({
      description: expect.stringMatching(
        /^Not allowed\. A write is refused before it is read .*code csrf.*code cross_origin/,
      ),
      content: json(errorBody),
    });
    expect(write['429']).toMatchObject({ description: 'Too many.', headers: { 'Retry-After': expect.any(Object) } });

    expect(operation(d, '/api/file/{id}', 'get').responses['404']).toEqual({
      description: 'None.',
      content: json(errorBody),
    });
  });
});
