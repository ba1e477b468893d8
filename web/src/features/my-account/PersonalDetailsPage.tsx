import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  CONTACT_LABELS,
  CONTACT_YOUR_ADVISER,
  PERSONAL_DETAILS_LOAD_ERROR,
} from '../../../../domain/account/personal-details';
import { ADVISER_ROLE } from '../../../../domain/access/access-level';
import { PortalPage } from '../../../../domain/access/page-access';
import { displayDate } from '../../lib/display-date';
import { sessionStore } from '../../lib/session.store';
import { pageSegment, siteStore } from '../../lib/site.store';
import { usePageTitle } from '../../lib/use-page-title';
import { myAccountApi, type PersonalDetails } from './my-account.api';
import { MyAccountSkeleton } from './MyAccountSkeleton';
import { LoadFailedAlert } from './save-feedback';
import './my-account.css';

export const PERSONAL_DETAILS_HEADING = 'Personal details';
const NOT_GIVEN = 'Not provided';

type AddressView = NonNullable<PersonalDetails['residentialAddress']>;

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="my-account__row">
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? NOT_GIVEN : value}</dd>
    </div>
  );
}

function Address({ heading, address }: { heading: string; address: AddressView | null }) {
  const id = heading.toLowerCase().replace(/\s+/g, '-');
  return (
    <section className="panel my-account__section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {address ? (
        <address className="my-account__address">
          {[...address.lines, address.postcode, address.country].filter(Boolean).map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      ) : (
        <p>{NOT_GIVEN}</p>
      )}
    </section>
  );
}

/** spec 3 §2 "Personal details page": read-only, in four sections, with a link to write to the adviser. */
export function PersonalDetailsPage() {
  usePageTitle(PERSONAL_DETAILS_HEADING);
  const [details, setDetails] = useState<PersonalDetails | null>(null);
  const [failed, setFailed] = useState(false);
  const fetchDetails = useCallback(() => {
    myAccountApi.personalDetails().then(setDetails, () => setFailed(true));
  }, []);
  useEffect(fetchDetails, [fetchDetails]);
  const retry = () => {
    setFailed(false);
    setDetails(null);
    fetchDetails();
  };
  const { view } = useSnapshot(sessionStore);
  // spec 3 §6: an adviser has no compose, so the intro offers them no link to it.
  const adviser = view?.user.role === ADVISER_ROLE;
  const composePath = `/clients/${pageSegment(siteStore.config, PortalPage.documentsAndMessages)}/?compose=true`;

  const about = details?.aboutYou;
  return (
    <div className="my-account">
      <h1>{PERSONAL_DETAILS_HEADING}</h1>
      <div className="panel my-account__intro">
        <p>
          {adviser
            ? 'These are the details held for this client.'
            : 'These are the details we hold for you. If anything has changed, please let your adviser know.'}
        </p>
        {!adviser && (
          <Link className="button button--secondary" to={composePath}>
            {CONTACT_YOUR_ADVISER}
          </Link>
        )}
      </div>
      {failed && <LoadFailedAlert text={PERSONAL_DETAILS_LOAD_ERROR} onRetry={retry} />}
      {!details && !failed && <MyAccountSkeleton label="Loading your personal details" rows={6} />}
      {details && about && (
        <>
          <section className="panel my-account__section" aria-labelledby="about-you">
            <h2 id="about-you">About you</h2>
            <dl className="my-account__list">
              <Row label="Title" value={about.title} />
              <Row label="First name" value={about.firstName} />
              <Row label="Middle name" value={about.middleName} />
              <Row label="Last name" value={about.lastName} />
              <Row label="Date of birth" value={about.dob ? displayDate(about.dob) : null} />
              <Row label="Country of birth" value={about.countryOfBirth} />
              <Row label="Preferred email" value={about.preferredEmail} />
              <Row label="UK domiciled" value={about.ukDomiciled === null ? null : about.ukDomiciled ? 'Yes' : 'No'} />
              <Row label="Country of domicile" value={about.ukDomicileCountry} />
              <Row label="Marital status" value={about.maritalStatus} />
              <Row
                label="Dependants"
                value={
                  about.dependentList.length
                    ? about.dependentList.map((d) => d.name + (d.relationship ? ` (${d.relationship})` : '')).join(', ')
                    : about.dependents === 0
                      ? 'None'
                      : about.dependents
                }
              />
            </dl>
          </section>
          <section className="panel my-account__section" aria-labelledby="contact-details">
            <h2 id="contact-details">Contact details</h2>
            <dl className="my-account__list">
              {details.contacts.length === 0 && <Row label="Contact details" value={null} />}
              {details.contacts.map((c, i) => (
                <Row
                  key={i}
                  label={CONTACT_LABELS[c.kind] + (c.preferred ? ' (preferred)' : '')}
                  value={c.href ? <a href={c.href}>{c.value}</a> : c.value}
                />
              ))}
            </dl>
          </section>
          <Address heading="Residential address" address={details.residentialAddress} />
          <Address heading="Postal address" address={details.postalAddress} />
        </>
      )}
    </div>
  );
}
