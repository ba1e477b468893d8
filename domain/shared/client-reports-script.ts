/**
 * The client-reports widget's script (spec 3 §2), configured by CLIENT_REPORTS_SCRIPT_URL: only an
 * https URL (or http on this machine, for local overrides) is accepted; its origin alone is added to
 * the Content-Security-Policy's script-src.
 */
export function clientReportsScript(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const local = u.hostname === 'localhost' || u.hostname === '127.0.0.1';
    return u.protocol === 'https:' || (u.protocol === 'http:' && local) ? u : null;
  } catch {
    return null;
  }
}
