import { phoneHref, type ContactKind, contactKind } from '../../domain/account/personal-details';
import { formatAddress } from '../../domain/contact/address';
import { isPhoneLike, normalisePhoneNumber } from '../../domain/contact/phone-number';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import {
  MyAccountPort,
  type AddressRecord,
  type ClientDetailsRecord,
  type ContactRecord,
} from '../ports/my-account.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

export interface ContactView {
  kind: ContactKind;
  /** Phones normalised (spec 3 §5); emails as stored. */
  value: string;
  /** 'tel:+44…' for a phone, 'mailto:…' for an email; null when the value is not phone-like. */
  href: string | null;
  preferred: boolean;
}

export interface AddressView {
  lines: string[];
  postcode: string | null;
  country: string | null;
}

export interface DependentView {
  name: string;
  dob: string | null;
  relationship: string | null;
}

export interface PersonalDetailsView {
  aboutYou: ClientDetailsRecord & { dependentList: DependentView[] };
  contacts: ContactView[];
  residentialAddress: AddressView | null;
  postalAddress: AddressView | null;
}

/** spec 3 §3: address type 0 postal, 1 residential. */
const POSTAL = 0;
const RESIDENTIAL = 1;

function contactView(c: ContactRecord): ContactView | null {
  const kind = contactKind(c.type);
  if (!kind) return null;
  if (kind === 'email')
    return {
      kind,
      value: c.value.trim(),
      href: c.value.includes('@') ? `mailto:${c.value.trim()}` : null,
      preferred: c.preferred,
    };
  const value = normalisePhoneNumber(c.value, c.countryCode);
  return { kind, value, href: isPhoneLike(c.value) ? phoneHref(value) : null, preferred: c.preferred };
}

/** The page shows the postcode and the country beneath the other lines, each on a line of its own. */
function addressView(a: AddressRecord | undefined): AddressView | null {
  if (!a) return null;
  return { lines: formatAddress({ ...a, postcode: null, country: null }), postcode: a.postcode, country: a.country };
}

/** The personal details page (spec 3 §2, §3, §5 "Phone numbers", §7): details, contacts and both addresses. */
@Injectable()
export class GetPersonalDetailsUseCase {
  constructor(private readonly account: MyAccountPort) {}

  async execute(client: PortalActor): Promise<Result<PersonalDetailsView, PortalError>> {
    const ref = { credential: client.credential, entityId: client.clientId };
    try {
      const [details, contacts, addresses, dependents] = await Promise.all([
        this.account.details(ref),
        this.account.contacts(ref),
        this.account.addresses(ref),
        this.account.dependents(ref),
      ]);
      return ok({
        aboutYou: {
          ...details,
          dependentList: dependents.map((d) => ({
            name: [d.firstName, d.lastName].filter(Boolean).join(' '),
            dob: d.dob,
            relationship: d.relationship,
          })),
        },
        contacts: contacts.map(contactView).filter((c): c is ContactView => c !== null),
        residentialAddress: addressView(addresses.find((a) => a.addressType === RESIDENTIAL)),
        postalAddress: addressView(addresses.find((a) => a.addressType === POSTAL)),
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
