import type { UserRecord } from '../data/records';
import type { PlatformSession } from '../state/session-store';
import type { SandboxState } from '../state/sandbox-state';

export interface Reply {
  status: number;
  body?: unknown;
  setCookie?: string[];
  /** A non-JSON answer (a file, a text body): sent as is with its content type instead of `body`. */
  raw?: { contentType: string; content: Buffer | StoredFile; filename?: string };
  /** Extra response headers. */
  headers?: Record<string, string>;
}

export type Scope = 'base' | 'root';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call, from the socket or from a batch item. */
export interface PlatformRequest {
  scope: Scope;
  method: string;
  /** Without leading or trailing slashes, relative to the base or the root. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
}

export interface RequestContext extends PlatformRequest {
  state: SandboxState;
  params: Record<string, string>;
  /** Runs another call with the same state (the batch endpoint). */
  dispatch(request: PlatformRequest): Reply;
}

export interface SignedInContext extends RequestContext {
  session: PlatformSession;
  user: UserRecord;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const noContent = (): Reply => ({ status: 204 });
/** A file on disk (an upload the sandbox keeps) and its length. */
export interface StoredFile {
  path: string;
  size: number;
}

export const text = (value: string, contentType = 'text/plain; charset=utf-8'): Reply => ({
  status: 200,
  raw: { contentType, content: Buffer.from(value, 'utf8') },
});
export const file = (content: Buffer | StoredFile, contentType: string, filename: string): Reply => ({
  status: 200,
  raw: { contentType, content, filename },
});
