import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './error-response';

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
};
const BAD_REQUEST: [number, string, string] = [400, 'bad_request', 'The request could not be understood.'];

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
    const body = JSON.stringify(errorBody(status, code, message));
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
