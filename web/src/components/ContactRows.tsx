import './adviser-cards.css';

interface ContactLink {
  display: string;
  href: string;
}

interface ContactRowsProps {
  phones: readonly ContactLink[];
  email: ContactLink | null;
  openingHours?: string | null;
  addressLines: readonly string[];
  mapUrl: string | null;
}

/** The contact rows of an adviser or firm card: phones as call links, e-mail, opening hours, address with a show-on-map link. */
export function ContactRows({ phones, email, openingHours, addressLines, mapUrl }: ContactRowsProps) {
  return (
    <dl className="adviser-card__details">
      {phones.length > 0 && (
        <>
          <dt>Phone</dt>
          {phones.map((p) => (
            <dd key={p.href}>
              <a href={p.href}>{p.display}</a>
            </dd>
          ))}
        </>
      )}
      {email && (
        <>
          <dt>Email</dt>
          <dd>
            <a href={email.href}>{email.display}</a>
          </dd>
        </>
      )}
      {openingHours && (
        <>
          <dt>Opening hours</dt>
          <dd className="adviser-card__text">{openingHours}</dd>
        </>
      )}
      {addressLines.length > 0 && (
        <>
          <dt>Address</dt>
          <dd>
            <address>
              {addressLines.map((l) => (
                <span key={l} className="adviser-card__line">
                  {l}
                </span>
              ))}
            </address>
            {mapUrl && (
              <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                Show on map<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}
