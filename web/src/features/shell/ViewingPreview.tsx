import type { ClientInContext } from '../../lib/contract';
import './viewing-preview.css';

/** The level an adviser previews, in the client list's own words (NotAssigned is shown as Messages, spec 1 §2.9). */
export function previewText(siteAccessLevel: string): string {
  return `Preview as ${siteAccessLevel === 'NotAssigned' ? 'Messages' : siteAccessLevel}`;
}

/**
 * In the viewing banner on every page: 'Preview as Assets' while an adviser previews a client's
 * portal in a view other than the client's own (or a client with no portal user); nothing otherwise.
 */
export function ViewingPreview({ client }: { client: Pick<ClientInContext, 'isPreviewMode' | 'siteAccessLevel'> }) {
  if (!client.isPreviewMode) return null;
  return <span className="viewing-banner__preview">{previewText(client.siteAccessLevel)}</span>;
}
