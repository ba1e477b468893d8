/**
 * The platform's own site, read without a session: its version and locales, its health, a login
 * profile's settings and the feature toggles. (The portal's settings-and-content file is SiteConfigPort.)
 * Typed records, not wire shapes. Every method rejects with a PlatformError on failure.
 */

export interface HealthCheckOptions {
  timeLimitMs?: number;
  retry?: boolean;
}

/** A login profile's session settings (sysadmin/loginsetting/login_profile/{id}). */
export interface LoginProfile {
  id: number;
  /** Minutes of inactivity before a client session ends. */
  clientInactivityTimeoutMinutes: number;
}

/** The platform's site (GET site). */
export interface SiteInfo {
  /** The locales the site offers, e.g. 'en-gb'. */
  siteLocales: string[];
  /** The platform's version, e.g. '23.6.301'. */
  version: string;
}

export abstract class SitePort {
  abstract getSite(): Promise<SiteInfo>;
  /**
   * The platform's health ('OK', or 'BAD' in maintenance). A health check says so quickly:
   * `timeLimitMs` bounds the whole call, retries included; `retry: false` makes one attempt only.
   */
  abstract getHealth(options?: HealthCheckOptions): Promise<{ status: string }>;
  abstract getLoginProfile(id: number): Promise<LoginProfile>;
  abstract getToggleCondition(key: string): Promise<{ key: string; enabled: boolean }>;
}
