import { BadRequestException, HttpException, NotFoundException, ParseIntPipe } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import type { Response } from 'express';
import { isSentence, PORTAL_ERROR_SENTENCES, readsAsWords } from '../../application/errors/error-sentences';
import { fromPlatformError, type PortalErrorCode } from '../../application/errors/portal-error';
import { PlatformError, type PlatformErrorCode } from '../../application/ports/platform-error';
import { LOST_SESSION_MESSAGES } from '../../domain/errors/error-toast';
import { CSRF_REFUSED } from './csrf.middleware';
import { ERROR_CODES, type ErrorCode, statusOf, userMessage } from './error-codes';
import { errorBody, sendError } from './error-response';
import { CROSS_ORIGIN_REFUSED } from './origin-check.middleware';
import { PortalExceptionFilter } from './portal-exception.filter';
import { PortalFailure } from './portal-failure';
import { itemAt } from '../../domain/shared/present';

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];
const PORTAL_CODES = Object.keys(PORTAL_ERROR_SENTENCES) as PortalErrorCode[];
const PLATFORM_CODES: Record<PlatformErrorCode, number> = {
  invalid_credentials: 401,
  account_disabled: 403,
  account_deactivated: 403,
  bad_otp: 400,
  invalid_memorable_characters: 403,
  invalid_device: 400,
  no_mfa_method: 400,
  reset_code_invalid: 400,
  security_answers_incorrect: 400,
  no_session: 401,
  forbidden: 403,
  not_found: 404,
  validation: 400,
  unavailable: 503,
  timeout: 0,
  unknown: 418,
};
/** Texts that are no words for a user: a code, nothing, a lone word. */
const NOT_WORDS = (code: string) => [code, '', '   ', 'gone', ' not_found '];

/** A response that records what the filter or sendError sends. */
function fakeResponse() {
  const sent: { status?: number; body?: Record<string, unknown>; headers: Record<string, string> } = { headers: {} };
  const res = {
    headersSent: false,
    locals: {} as Record<string, unknown>,
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: Record<string, unknown>) {
      sent.body = body;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

function filtered(exception: unknown) {
  const { res, sent } = fakeResponse();
  const host = { switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({}) }) } as unknown as ArgumentsHost;
  new PortalExceptionFilter().catch(exception, host);
  return sent;
}

describe('every error code the portal answers has a sentence', () => {
  it.each(CODES)('%s: a whole sentence, not a code, with an error status', (code) => {
    const { status, sentence } = ERROR_CODES[code];
    expect(isSentence(sentence)).toBe(true);
    expect(CODES).not.toContain(sentence.trim());
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('holds every failure a use case may return, with the sentence the use cases fall back on', () => {
    for (const code of PORTAL_CODES) expect(ERROR_CODES[code].sentence).toBe(PORTAL_ERROR_SENTENCES[code]);
  });

  it("is where the BFF's own refusals take their words", () => {
    expect(CSRF_REFUSED).toBe(ERROR_CODES.csrf.sentence);
    expect(CROSS_ORIGIN_REFUSED).toBe(ERROR_CODES.cross_origin.sentence);
  });

  it.each([...PORTAL_CODES, 'throttled' as const])(
    'the exception filter answers %s with its status and words, whatever message it was given',
    (code) => {
      for (const message of NOT_WORDS(code)) {
        const sent = filtered(new PortalFailure({ code, message, retryAfterSeconds: 5 }));
        expect(sent.status).toBe(statusOf(code));
        expect(sent.body).toMatchObject({ statusCode: statusOf(code), code, message: ERROR_CODES[code].sentence });
        expect(isSentence(sent.body!.message as string)).toBe(true);
      }
      // Words of the use case's own (the spec's, some without a full stop) are kept as they are.
      const own = filtered(new PortalFailure({ code, message: 'Reset code incorrect', retryAfterSeconds: 5 }));
      expect(own.body!.message).toBe('Reset code incorrect');
    },
  );

  it.each(CODES)('an answer made outside the filter (sendError, errorBody) with code %s carries words', (code) => {
    for (const message of NOT_WORDS(code)) {
      const { res, sent } = fakeResponse();
      sendError(res, ERROR_CODES[code].status, code, message);
      expect(sent.body).toMatchObject({ code, message: ERROR_CODES[code].sentence });
      expect(errorBody(ERROR_CODES[code].status, code, message).message).toBe(ERROR_CODES[code].sentence);
    }
  });

  it.each(Object.keys(PLATFORM_CODES) as PlatformErrorCode[])(
    'a platform failure %s with no words, or a code for words, becomes a sentence',
    (code) => {
      for (const text of [null, code, 'not_found', '']) {
        const e = fromPlatformError(new PlatformError(code, PLATFORM_CODES[code], text, text));
        expect([code, text, readsAsWords(e.message)]).toEqual([code, text, true]);
        expect(e.message).toBe(PORTAL_ERROR_SENTENCES[e.code]);
        expect(isSentence(e.message)).toBe(true);
      }
      const worded = fromPlatformError(new PlatformError(code, PLATFORM_CODES[code], 'Not found: client 10002', null));
      if (code !== 'unavailable' && code !== 'timeout') expect(worded.message).toBe('Not found: client 10002');
    },
  );

  it("a platform 404 with no words reaches the user as a sentence, not 'not_found'", () => {
    const e = fromPlatformError(new PlatformError('not_found', 404, null, null));
    const sent = filtered(new PortalFailure(e));
    expect(sent.status).toBe(404);
    expect(sent.body).toMatchObject({ code: 'not_found', message: PORTAL_ERROR_SENTENCES.not_found, apiMessage: null });
  });

  it("a platform 401 with no words still carries the spec's lost-session text, so the web app goes to sign-in", () => {
    const e = fromPlatformError(new PlatformError('no_session', 401, null, null));
    expect(e).toMatchObject({
      code: 'no_session',
      message: PORTAL_ERROR_SENTENCES.no_session,
      apiMessage: LOST_SESSION_MESSAGES[0],
    });
    const worded = fromPlatformError(new PlatformError('no_session', 401, itemAt(LOST_SESSION_MESSAGES, 1)));
    expect(worded).toMatchObject({ message: LOST_SESSION_MESSAGES[1], apiMessage: LOST_SESSION_MESSAGES[1] });
  });

  it("Nest's own answers that are not sentences give way to the code's sentence; field messages stay", async () => {
    const route = filtered(new NotFoundException('Cannot GET /api/nothing-here'));
    expect(route.body).toMatchObject({ statusCode: 404, code: 'not_found', message: ERROR_CODES.not_found.sentence });
    expect(route.body).not.toHaveProperty('errors');

    const pipeError = await new ParseIntPipe().transform('abc', { type: 'param', data: 'id' }).catch((e: unknown) => e);
    const pipe = filtered(pipeError);
    expect(pipe.body).toMatchObject({
      statusCode: 400,
      code: 'validation',
      message: ERROR_CODES.validation.sentence,
      errors: ['Validation failed (numeric string is expected)'],
    });

    const fields = filtered(new BadRequestException(['Please enter a username', 'Please enter a password']));
    expect(fields.body).toMatchObject({
      code: 'validation',
      message: 'Please enter a username; Please enter a password',
      errors: ['Please enter a username', 'Please enter a password'],
    });

    const teapot = filtered(new HttpException('short and stout', 418));
    expect(teapot.body).toMatchObject({ statusCode: 418, code: 'error', message: ERROR_CODES.error.sentence });
  });

  it('the unexpected answers 500 with a sentence', () => {
    const sent = filtered(new Error('boom'));
    expect(sent.body).toMatchObject({ statusCode: 500, code: 'internal', message: ERROR_CODES.internal.sentence });
  });

  it('userMessage keeps words and replaces codes', () => {
    expect(userMessage('not_found', 'not_found')).toBe(ERROR_CODES.not_found.sentence);
    expect(userMessage('not_found', null)).toBe(ERROR_CODES.not_found.sentence);
    expect(userMessage('validation', 'Please enter a date of birth')).toBe('Please enter a date of birth');
  });
});
