import { present } from '../../../domain/shared/present';
import { DEMO_PASSWORD } from '../data/demo-constants';
import type { RunningSandbox } from '../sandbox-server';

/** A tiny fetch wrapper for the sandbox's own specs. */
export interface CallResult {
  status: number;
  body: any;
  text: string;
  setCookie: string | null;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string | null;
  /** Path from the server root instead of the API base. */
  root?: boolean;
}

export async function call(
  sb: RunningSandbox,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (opts.token) headers.Cookie = `XPLANID=${opts.token}`;
  const url = opts.root ? `${sb.origin}/${path}` : `${sb.url}/${path}`;
  const body = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: text ? JSON.parse(text) : undefined,
    setCookie: res.headers.get('set-cookie'),
  };
}

export function tokenOf(result: CallResult): string {
  const match = /XPLANID=([^;]+)/.exec(result.setCookie ?? '');
  if (!match) throw new Error(`no session cookie (status ${result.status}: ${result.text})`);
  return present(match[1], 'the session cookie value');
}

/** Signs in a straight-in user; clients by short name ('amelia'), advisers as they are. */
export async function signIn(sb: RunningSandbox, username: string, password = DEMO_PASSWORD): Promise<string> {
  const stored = username.startsWith('adviser') ? username : `${username}@client`;
  return tokenOf(await call(sb, 'POST', 'auth/login', { body: { username: stored, password } }));
}

/** The entity id of a persona or adviser, by stored or short username. */
export function entityOf(sb: RunningSandbox, username: string): number {
  const user = sb.state.index.userByLooseName(username);
  if (!user) throw new Error(`no user ${username}`);
  return user.entityId;
}
