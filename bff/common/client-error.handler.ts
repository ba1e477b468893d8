import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from './error-codes';
import { errorBody } from './error-response';
import { REQUEST_ID_HEADER } from './request-id.middleware';
import { PERMISSIONS_POLICY } from './response-headers.middleware';

const ANSWERS: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};
const BAD_REQUEST: [number, ErrorCode, string] = [400, 'bad_request', 'The request could not be understood.'];

/**
 * Requests Node refuses before the app sees them (oversized headers, malformed HTTP) answer with the
 * portal's error body rather than Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    if (err.code === 'ECONNRESET') return void socket.destroy();
    const [status, code, message] = ANSWERS[err.code ?? ''] ?? BAD_REQUEST;
    // The request never reached the app, so it gets its id here; its headers are read by nobody.
    const id = randomUUID();
    const body = JSON.stringify(errorBody(status, code, message, id));
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    const headers = [
      `HTTP/1.1 ${status} ${reason}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `Permissions-Policy: ${PERMISSIONS_POLICY}`,
      `${REQUEST_ID_HEADER}: ${id}`,
      'Connection: close',
    ];
    socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  });
}
