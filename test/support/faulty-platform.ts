import {
  startStubPlatform,
  type StubAnswer,
  type StubPlatform,
  type StubRequest,
} from '../../adapters/platform-http/testing/stub-platform';
import type { RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';

export type FaultyPlatformMode = 'pass' | 'hang' | ((req: StubRequest) => StubAnswer | undefined);

/** A platform in front of the sandbox: passes calls through, hangs, or answers what a test says (state.mode). */
export async function faultyPlatform(
  sandbox: RunningSandbox,
): Promise<StubPlatform & { state: { mode: FaultyPlatformMode } }> {
  const state = { mode: 'pass' as FaultyPlatformMode };
  const stub = await startStubPlatform(async (req): Promise<StubAnswer | 'hang'> => {
    if (state.mode === 'hang') return 'hang';
    const scripted = typeof state.mode === 'function' ? state.mode(req) : undefined;
    if (scripted) return scripted;
    const res = await fetch(new URL(req.url, sandbox.url), {
      method: req.method,
      headers: { 'content-type': 'application/json', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    const text = await res.text();
    const setCookie = res.headers.getSetCookie();
    return {
      status: res.status,
      body: text ? JSON.parse(text) : undefined,
      headers: setCookie.length ? { 'set-cookie': setCookie } : undefined,
    };
  });
  return Object.assign(stub, { state });
}
