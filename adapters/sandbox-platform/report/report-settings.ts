import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { feeTaxMode, type FeeTaxMode } from '../../../domain/performance/fee-tax-modes';
import { DEMO_SITE_CONFIG_PATH } from '../../site-config/file-site-config.adapter';
import { hexColour, type Rgb } from './pdf/pdf-document';
import { parseSvgLogo, type SvgLogo } from './pdf/svg-logo';

/**
 * The firm on a report: its name, colours and logo from the site settings (branding.firmName,
 * primaryColour, accentColour; logoOnWhite, else logo), the logo file read from the web app's images
 * (web/dist, else web/public). A settings file that cannot be read gives a plain report headed with
 * the product's default wording. The fee-and-tax mode the portal's figures use (feesAndTaxes, spec 2
 * §9) values a report's flows and movements the same way.
 */

export interface ReportBranding {
  firmName: string;
  primary: Rgb;
  accent: Rgb;
  logo: SvgLogo | null;
}

const FALLBACK_FIRM = 'Your wealth manager';

/** The web app's folders of static files, from the sources (adapters/sandbox-platform/report) or the build (dist/…). */
const webRoots = (): string[] =>
  [join(__dirname, '..', '..', '..'), join(__dirname, '..', '..', '..', '..')].flatMap((root) => [
    join(root, 'web', 'dist'),
    join(root, 'web', 'public'),
  ]);

function readLogo(path: unknown): SvgLogo | null {
  if (typeof path !== 'string' || !path.toLowerCase().endsWith('.svg')) return null;
  for (const root of webRoots()) {
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep) || !existsSync(file)) continue;
    try {
      return parseSvgLogo(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  }
  return null;
}

export interface ReportSettings {
  branding: ReportBranding;
  feeTaxMode: FeeTaxMode;
}

export function loadReportSettings(siteConfigPath: string = DEMO_SITE_CONFIG_PATH): ReportSettings {
  let settings: Record<string, unknown> = {};
  try {
    settings =
      (JSON.parse(readFileSync(siteConfigPath, 'utf8')) as { settings?: Record<string, unknown> }).settings ?? {};
  } catch {
    settings = {};
  }
  const brand = (settings.branding && typeof settings.branding === 'object' ? settings.branding : {}) as Record<
    string,
    unknown
  >;
  const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const branding: ReportBranding = {
    firmName: text(brand.firmName) ?? text(brand.productName) ?? FALLBACK_FIRM,
    primary: hexColour(text(brand.primaryColour) ?? '#1f2937'),
    accent: hexColour(text(brand.accentColour) ?? '#6b7280'),
    logo: readLogo(settings.logoOnWhite) ?? readLogo(settings.logo),
  };
  return { branding, feeTaxMode: feeTaxMode(settings.feesAndTaxes) };
}
