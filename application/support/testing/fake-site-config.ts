import { SiteConfigPort, type SiteConfigFile } from '../../ports/site-config.port';

export function siteConfigFile(over: Partial<SiteConfigFile> = {}): SiteConfigFile {
  return {
    instance: { firm: 'acme', region: 'uk', lineOfBusiness: 'wealth', productName: 'Portal' },
    settings: {},
    content: {},
    featureToggles: [],
    ...over,
  };
}

/** An in-memory SiteConfigPort serving one settings-and-content file. */
export class InMemorySiteConfig extends SiteConfigPort {
  constructor(private readonly file: SiteConfigFile = siteConfigFile()) {
    super();
  }

  async load(): Promise<SiteConfigFile> {
    return this.file;
  }
}
