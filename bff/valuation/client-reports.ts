/**
 * The client-reports widget (spec 3 §2): a script from a content delivery host, configured by
 * CLIENT_REPORTS_SCRIPT_URL. Only an https URL (or http on this machine, for local overrides) is
 * accepted; its origin alone is added to the Content-Security-Policy's script-src.
 */
import { clientReportsScript } from '../../domain/shared/client-reports-script';

export { clientReportsScript };

/** The app's CSP directives with the widget's origin in script-src when one is configured. */
export function withClientReportsScript(
  directives: Record<string, string[]>,
  url: string | undefined,
): Record<string, string[]> {
  const script = clientReportsScript(url);
  if (!script) return directives;
  return { ...directives, 'script-src': [...(directives['script-src'] ?? ["'self'"]), script.origin] };
}
