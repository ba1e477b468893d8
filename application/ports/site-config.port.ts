/** The settings-and-content file (spec 1 §3 "Site settings"): branding, navigation, wording, switches. */
export interface SiteConfigFile {
  instance: { firm: string; region: string; lineOfBusiness: string; productName: string };
  settings: Record<string, unknown>;
  content: Record<string, unknown>;
  featureToggles: { name: string; enabled: boolean; firm?: string; region?: string; lineOfBusiness?: string }[];
}

export abstract class SiteConfigPort {
  abstract load(): Promise<SiteConfigFile>;
}
