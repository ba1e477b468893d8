import { notFound } from '../http/errors';
import type { Reply, SignedInContext } from '../http/reply';

/** spec 2 §6, §9: the platform answers rapid totals (total_amount) from this version on. */
export const RAPID_TOTALS_SINCE = '23.5.269';

/** Dotted versions compared part by part as numbers ('23.10.1' is after '23.5.269'); a missing part is 0. */
export function versionAtLeast(version: string, min: string): boolean {
  const a = version.split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

/** A call an older platform does not have: 404 (as an unknown path) below `min`. */
export function sinceVersion(min: string, handle: (ctx: SignedInContext) => Reply): (ctx: SignedInContext) => Reply {
  return (ctx) => {
    if (!versionAtLeast(ctx.state.settings.platformVersion, min))
      throw notFound(`no such call on platform version ${ctx.state.settings.platformVersion}`);
    return handle(ctx);
  };
}
