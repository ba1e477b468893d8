import type request from 'supertest';
import type { App } from 'supertest/types';
import { Browser, signedIn } from './portal-harness';

/** One read of the endpoint under test, as a given browser makes it. */
export type Read = (b: Browser) => request.Test;

/** Personas signed in below the Portfolio level (PERSONAS.md): carla (Assets) and dmitri (Messages). */
export const BELOW_PORTFOLIO = ['carla', 'dmitri'] as const;

/**
 * The refusals every analysis read must make (spec 2 §2 "Access by site access level": analysis is
 * Portfolio only; §6: an adviser needs a client in context): 401 signed out, 403 for carla and
 * dmitri, and 403 for an adviser with no client in context.
 */
export async function expectRefusedBelowPortfolio(server: App, read: Read): Promise<void> {
  await read(new Browser(server)).expect(401);
  for (const username of BELOW_PORTFOLIO) await read(await signedIn(server, username)).expect(403);
  await read(await signedIn(server, 'adviser', 'adviser')).expect(403);
}

/** adviser2 (PERSONAS.md) may not place another adviser's client in context, and so reads nothing of theirs. */
export async function expectOtherAdviserRefused(server: App, clientId: number, read: Read): Promise<void> {
  const other = await signedIn(server, 'adviser2', 'adviser');
  expect((await other.post('/api/advisers/client-in-context', { clientId })).status).toBe(403);
  await read(other).expect(403);
}
