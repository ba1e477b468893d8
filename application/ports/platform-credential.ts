/** The platform session credential. Lives only in the server-side session, never in the browser. */
export interface PlatformCredential {
  readonly token: string;
}
