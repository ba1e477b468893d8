import type { PublicSiteConfig } from './contract';

/**
 * Brand colours, favicon and login backgrounds from the settings-and-content file, as CSS custom
 * properties set through the CSSOM (allowed by the strict Content-Security-Policy).
 */
export function applyBranding(config: PublicSiteConfig, root: HTMLElement = document.documentElement): void {
  const branding = (config.settings.branding as Record<string, string> | undefined) ?? {};
  const set = (name: string, value: string | undefined) => {
    if (value) root.style.setProperty(name, value);
  };
  set('--brand', branding.primaryColour);
  set('--accent-soft', branding.accentColour);
  set('--login-bg-colour', config.settings.loginBgColour as string | undefined);
  const url = (path: string) => (path ? `url("${path.replace(/"/g, '%22')}")` : '');
  set('--login-bg', url(config.images.loginBg));
  set('--login-bg-tablet-l', url(config.images.loginBgTabletL || config.images.loginBg));
  set('--login-bg-tablet-p', url(config.images.loginBgTabletP || config.images.loginBg));
  if (config.images.favicon) {
    const link =
      document.querySelector<HTMLLinkElement>('link[rel="icon"]') ??
      document.head.appendChild(document.createElement('link'));
    link.rel = 'icon';
    link.href = config.images.favicon;
  }
}
