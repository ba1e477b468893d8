import { Logger, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { sendError } from './error-response';
import { requestIdOf } from './request-id.middleware';

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

const log = new Logger('Downloads');
type StreamableFileOptions = ConstructorParameters<typeof StreamableFile>[1];
/** Set for the file, and wrong on an error body: an error must never be saved as the file. */
const FILE_HEADERS = ['Content-Disposition', 'Content-Length', 'Content-Type'];

/**
 * A file streamed from the platform to the browser. When the platform's stream fails before a byte went, the
 * answer is a 502 error body in words (without the file's headers, so it is never saved as the file); once
 * bytes have gone, the connection is cut, so that a cut-short file never looks whole. Either way it is logged
 * with the request id and the process serves on.
 */
export function streamedFile(content: AsyncIterable<Uint8Array>, options: StreamableFileOptions): StreamableFile {
  return new StreamableFile(Readable.from(content), options).setErrorHandler(answerDownloadFailure);
}

/** What a download whose stream failed answers (see streamedFile); for a StreamableFile made elsewhere. */
export function answerDownloadFailure(err: Error, response: unknown): void {
  const res = response as Response;
  log.warn(`Download failed in request ${requestIdOf(res) ?? '(no id)'}: ${err.message}`);
  if (res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const h of FILE_HEADERS) res.removeHeader(h);
  sendError(res, 502, 'unavailable', DOWNLOAD_FAILED);
}
