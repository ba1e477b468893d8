import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SiteConfigFile, SiteConfigPort } from '../../application/ports/site-config.port';

export const DEMO_SITE_CONFIG_PATH = join(__dirname, 'demo-site-config.json');

/** Loads the settings-and-content file once and keeps it; a broken file stops the start with a clear message. */
export class FileSiteConfigAdapter extends SiteConfigPort {
  private loaded?: Promise<SiteConfigFile>;

  constructor(private readonly path: string = DEMO_SITE_CONFIG_PATH) {
    super();
  }

  load(): Promise<SiteConfigFile> {
    this.loaded ??= this.read();
    return this.loaded;
  }

  private async read(): Promise<SiteConfigFile> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(this.path, 'utf8'));
    } catch (e) {
      throw new Error(`The settings-and-content file ${this.path} could not be read: ${(e as Error).message}`);
    }
    const file = parsed as Partial<SiteConfigFile>;
    if (!file || typeof file !== 'object' || !file.settings || !file.content || !file.instance) {
      throw new Error(`The settings-and-content file ${this.path} needs "instance", "settings" and "content" objects.`);
    }
    return { featureToggles: [], ...file } as SiteConfigFile;
  }
}
