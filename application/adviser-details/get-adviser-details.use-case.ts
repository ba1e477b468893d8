import { mapAdviserContactType } from '../../domain/config/site-config';
import {
  ADVISER_DETAILS_NOT_AVAILABLE,
  DEFAULT_ADVISER_DETAILS_HEADING,
  IMPORTANT_INFORMATION_HEADING,
  mapSearchUrl,
  showsAdviserPart,
  showsGeneralPart,
  workEmail,
  workPhones,
} from '../../domain/contact/adviser-details';
import { formatAddress } from '../../domain/contact/address';
import { policyLinks } from '../../domain/contact/policy-links';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { AdviserDetailsPort } from '../ports/adviser-details.port';
import { isPlatformError } from '../ports/platform-error';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import type { AdviserCardView, AdviserDetailsView } from './adviser-details-view';
import type { PortalActor } from '../session/portal-actor';
import { ClientAdvisers } from './client-advisers';
import { generalContactFrom } from './general-contact';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The portal's own address of an adviser's photo (the platform path never reaches the browser). */
export const adviserPhotoUrl = (adviserId: number): string => `/api/adviser-details/advisers/${adviserId}/photo`;

/**
 * The adviser details page (spec 3 §2): the contact type from the site settings decides the parts; the
 * adviser's contact request is made only when the adviser part is shown; only work phones and the work
 * e-mail are counted; a failed or empty adviser part says 'Your adviser details are not available.'
 */
@Injectable()
export class GetAdviserDetailsUseCase {
  constructor(
    private readonly port: AdviserDetailsPort,
    private readonly clientAdvisers: ClientAdvisers,
    private readonly siteConfig: SiteConfigPort,
  ) {}

  async execute(user: PortalActor): Promise<Result<AdviserDetailsView, PortalError>> {
    const file = await this.siteConfig.load();
    const contactType = mapAdviserContactType(file.settings.adviserContactType);
    const content = (file.content.adviserDetails ?? {}) as Record<string, unknown>;
    const showAdvisers = showsAdviserPart(contactType);
    let advisers: AdviserCardView[] = [];
    if (showAdvisers) {
      try {
        advisers = await this.cards(user);
      } catch (e) {
        // A lost session is the caller's problem; any other failure leaves the part 'not available'.
        if (isPlatformError(e) && e.code === 'no_session') return err(fromPlatformError(e));
        if (!isPlatformError(e)) throw e;
      }
    }
    const footer = (file.content.footer ?? {}) as Record<string, unknown>;
    return ok({
      contactType,
      heading: text(content.heading) ?? DEFAULT_ADVISER_DETAILS_HEADING,
      introduction: text(content.introduction),
      general: showsGeneralPart(contactType) ? generalContactFrom(content.generalContact) : null,
      showAdvisers,
      advisers,
      notAvailable: showAdvisers && advisers.length === 0 ? ADVISER_DETAILS_NOT_AVAILABLE : null,
      importantInformation: {
        heading: text(content.importantInformationHeading) ?? IMPORTANT_INFORMATION_HEADING,
        links: policyLinks(file.content),
        copyrightHtml: text(footer.copyright) ?? '',
      },
    });
  }

  private async cards(user: PortalActor): Promise<AdviserCardView[]> {
    const ids = await this.clientAdvisers.ids(user);
    return Promise.all(ids.map((id) => this.card(user, id)));
  }

  private async card(user: PortalActor, adviserId: number): Promise<AdviserCardView> {
    const req = { credential: user.credential, adviserId };
    const [adviser, contacts, address] = await Promise.all([
      this.port.adviser(req),
      this.port.contacts(req),
      this.port.address(req),
    ]);
    const addressLines = formatAddress(address);
    return {
      id: adviser.id,
      name: adviser.name,
      roleDescription: adviser.roleDescription,
      addressLines,
      mapUrl: mapSearchUrl(addressLines),
      phones: workPhones(contacts),
      email: workEmail(contacts),
      photoUrl: adviser.photoPath ? adviserPhotoUrl(adviser.id) : null,
    };
  }
}
