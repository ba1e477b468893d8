import { readFileSync } from 'node:fs';
import { DEMO_SITE_CONFIG_PATH } from '../../../site-config/file-site-config.adapter';
import type { SignaturePlan } from './signature-plan';

/**
 * The document shown in the signing frame: a small self-contained HTML page from the site's own
 * firm (branding.firmName of the portal's settings file, the demo file unless the sandbox is told
 * another) in the portal's type and colours, never a stranger's name in the browser's default serif.
 */

const FALLBACK_FIRM = 'Your wealth manager';
/** The web app's type and colours (web/src/styles/base.css: --font, --ink, --brand, --line). */
const STYLE = [
  "body{margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:16px;line-height:1.5;color:#1b1f24;background:#fff}",
  'h1{margin:0 0 16px;font-size:1.5rem;line-height:1.25;color:#0b3d5c}',
  '.firm{margin:0 0 8px;font-weight:700;color:#0b3d5c}',
  'ol{padding-left:1.5rem}li{margin-bottom:8px}',
  'p,li{max-width:40rem;overflow-wrap:anywhere}',
  '@media (max-width:480px){body{padding:16px}h1{font-size:1.25rem}}',
].join('');

const firms = new Map<string, string>();

/** branding.firmName of a settings-and-content file, read once per file; the fallback when it cannot be read. */
export function siteFirmName(siteConfigPath: string = DEMO_SITE_CONFIG_PATH): string {
  let name = firms.get(siteConfigPath);
  if (name === undefined) {
    try {
      const file = JSON.parse(readFileSync(siteConfigPath, 'utf8')) as {
        settings?: { branding?: { firmName?: unknown } };
      };
      const given = file.settings?.branding?.firmName;
      name = typeof given === 'string' && given.trim() ? given.trim() : FALLBACK_FIRM;
    } catch {
      name = FALLBACK_FIRM;
    }
    firms.set(siteConfigPath, name);
  }
  return name;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function signingContentHtml(plan: SignaturePlan, firmName: string): string {
  const names = plan.signatories.map((s) => s.entityName.split(', ').reverse().join(' ')).join(' and ');
  const firm = escapeHtml(firmName);
  const subject = escapeHtml(plan.subject);
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title><style>${STYLE}</style></head>` +
    `<body><p class="firm">${firm}</p><h1>${subject}</h1><p>Between ${firm} and ${escapeHtml(names)}.</p>` +
    `<ol><li>The services we provide are described in our terms of business.</li><li>Our fees are set out in the fee schedule you received.</li><li>Either party may end this agreement with 30 days' written notice.</li></ol>` +
    `<p>Please read this document carefully before signing.</p></body></html>`
  );
}
