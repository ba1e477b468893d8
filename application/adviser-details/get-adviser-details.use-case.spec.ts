import type { Address } from '../../domain/contact/address';
import { ADVISER_DETAILS_NOT_AVAILABLE } from '../../domain/contact/adviser-details';
import { AdviserDetailsPort, type AdviserContactRecord, type AdviserRecord } from '../ports/adviser-details.port';
import type { FileContent } from '../ports/messages.port';
import { PlatformError } from '../ports/platform-error';
import type { SiteConfigFile } from '../ports/site-config.port';
import { testActor } from '../session/testing/test-actor';
import { ClientAdvisers } from './client-advisers';
import { GetAdviserDetailsUseCase } from './get-adviser-details.use-case';
import { GetAdviserPhotoUseCase, NO_ADVISER_PHOTO } from './get-adviser-photo.use-case';
import { first, itemAt } from '../../domain/shared/present';

class FakeAdvisers extends AdviserDetailsPort {
  calls: string[] = [];
  fail: PlatformError | null = null;
  photoPath: string | null = 'planning/images/advisers/7.svg';
  contactList: AdviserContactRecord[] = [
    { type: 'p1', value: '01632 960111', countryCode: '44', preferred: true, location: null },
    { type: 'p2', value: '0117 496 0007', countryCode: '44', preferred: false, location: null },
    { type: 'p3', value: '07700 900111', countryCode: '44', preferred: false, location: null },
    { type: 'm2', value: 'home@home.example', countryCode: null, preferred: true, location: 'home' },
    { type: 'm1', value: 'work@firm.example', countryCode: null, preferred: false, location: 'work' },
  ];
  private call<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    return this.fail ? Promise.reject(this.fail) : Promise.resolve(value);
  }
  sessionAdvisers() {
    return this.call('session/user/adviser', [7]);
  }
  clientAdviser(req: { clientId: number }) {
    return this.call(`entity/client-v4/${req.clientId}`, 7);
  }
  adviser(req: { adviserId: number }): Promise<AdviserRecord> {
    return this.call(`adviser/${req.adviserId}`, {
      id: req.adviserId,
      name: 'Sarah Whitfield',
      roleDescription: 'Planner',
      photoPath: this.photoPath,
    });
  }
  contacts(req: { adviserId: number }) {
    return this.call(`adviser/${req.adviserId}/contact`, this.contactList);
  }
  address(req: { adviserId: number }): Promise<Address | null> {
    return this.call(`adviser/${req.adviserId}/address`, null);
  }
  photo(req: { path: string }): Promise<FileContent> {
    return this.call(`photo ${req.path}`, {
      filename: 'x.svg',
      mimetype: 'image/svg+xml',
      size: 3,
      content: (async function* () {})(),
    });
  }
}

function setUp(settings: Record<string, unknown> = {}, content: Record<string, unknown> = {}) {
  const port = new FakeAdvisers();
  const file: SiteConfigFile = {
    instance: { firm: 'f', region: 'GB', lineOfBusiness: 'wealth', productName: 'P' },
    settings,
    content,
    featureToggles: [],
  };
  const siteConfig = { load: async () => file };
  const advisers = new ClientAdvisers(port);
  return {
    port,
    details: new GetAdviserDetailsUseCase(port, advisers, siteConfig),
    photo: new GetAdviserPhotoUseCase(port, advisers),
  };
}

const CLIENT = testActor({ clientId: 10 });
const ADVISER = testActor({ clientId: 10, role: 'adviser' });
const value = <T>(r: { ok: boolean; value?: T; error?: unknown }): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
};

describe('GetAdviserDetailsUseCase', () => {
  it('counts only work phones and the work e-mail, for a client through session/user/adviser', async () => {
    const s = setUp({ adviserContactType: 'AdviserDetails' });
    const v = value(await s.details.execute(CLIENT));
    expect(itemAt(v.advisers, 0).phones).toEqual([{ display: '0117 496 0007', href: 'tel:+441174960007' }]);
    expect(itemAt(v.advisers, 0).email).toEqual({ display: 'work@firm.example', href: 'mailto:work@firm.example' });
    expect(itemAt(v.advisers, 0).photoUrl).toBe('/api/adviser-details/advisers/7/photo');
    expect(s.port.calls).toContain('session/user/adviser');
  });

  it('reads the adviser of the client in context for an adviser', async () => {
    const s = setUp();
    value(await s.details.execute(ADVISER));
    expect(s.port.calls[0]).toBe('entity/client-v4/10');
    expect(s.port.calls).not.toContain('session/user/adviser');
  });

  it('makes no adviser request when only general contact details are shown', async () => {
    const s = setUp(
      { adviserContactType: 'GeneralContactDetails' },
      { adviserDetails: { generalContact: { name: 'Client services', phone: '0800 000 0000' } } },
    );
    const v = value(await s.details.execute(CLIENT));
    expect(s.port.calls).toEqual([]);
    expect([v.showAdvisers, v.notAvailable, v.general?.name]).toEqual([false, null, 'Client services']);
  });

  it("says 'Your adviser details are not available.' when the platform fails or has no adviser", async () => {
    const s = setUp({ adviserContactType: 'Both' });
    s.port.fail = new PlatformError('unavailable', 503, 'down');
    const v = value(await s.details.execute(CLIENT));
    expect([v.advisers, v.notAvailable]).toEqual([[], ADVISER_DETAILS_NOT_AVAILABLE]);
    s.port.fail = new PlatformError('no_session', 401, 'gone');
    expect((await s.details.execute(CLIENT)).ok).toBe(false);
  });

  it('shows no photo link without a photo', async () => {
    const s = setUp();
    s.port.photoPath = null;
    expect(first(value(await s.details.execute(CLIENT)).advisers).photoUrl).toBeNull();
  });
});

describe('GetAdviserPhotoUseCase', () => {
  it('refuses a photo that is not an image', async () => {
    const s = setUp();
    s.port.photo = async () => ({
      filename: 'x.html',
      mimetype: 'text/html',
      size: 3,
      content: (async function* () {})(),
    });
    expect((await s.photo.execute(CLIENT, 7)).ok).toBe(false);
  });

  it("fetches the photo of the client's own adviser only, and never a path that leaves the planning service", async () => {
    const s = setUp();
    expect((await s.photo.execute(CLIENT, 7)).ok).toBe(true);
    expect(s.port.calls).toContain('photo planning/images/advisers/7.svg');
    expect((await s.photo.execute(CLIENT, 8)).ok).toBe(false);
    for (const bad of ['../secret', 'https://evil.example/x.png', '//evil.example/x.png']) {
      s.port.photoPath = bad;
      expect((await s.photo.execute(CLIENT, 7)).ok).toBe(false);
    }
  });

  it("answers the portal's own 'no photo' when the platform refuses or lacks it, without the platform's words", async () => {
    const s = setUp();
    const real = s.port.photo.bind(s.port);
    for (const e of [
      new PlatformError('forbidden', 403, 'you do not have access to adviser 7'),
      new PlatformError('not_found', 404, 'Not found: planning/images/advisers/7.svg'),
    ]) {
      s.port.photo = () => Promise.reject(e);
      expect(await s.photo.execute(CLIENT, 7)).toEqual({
        ok: false,
        error: { code: 'not_found', message: NO_ADVISER_PHOTO, apiMessage: null },
      });
    }
    s.port.photo = real;
  });
});
