/**
 * Where calls go: API paths are relative to the base (`{base}/auth/login`); the `/api/tfa/*` paths
 * are served at the origin root, outside the base; the batch endpoint is the base itself.
 */
export class PlatformUrls {
  readonly base: string;

  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  /** `path` relative to the base, e.g. 'entity/client-v4/12'. */
  api(path: string): string {
    return `${this.base}/${path}`;
  }

  /** `path` from the origin root, e.g. '/api/tfa/details'. */
  root(path: string): string {
    return new URL(path, this.base).toString();
  }
}

/** Encodes one path segment (ids, entity and field names). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
