import { ContactRows } from '../../components/ContactRows';
import type { AdviserDetails } from '../../components/use-adviser-details';

type General = NonNullable<AdviserDetails['general']>;

function BuildingIcon() {
  return (
    <svg className="adviser-card__icon" viewBox="0 0 48 48" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#e6eaee" />
      <path d="M14 36V18l10-6 10 6v18h-7v-8h-6v8z" fill="#4a5560" />
    </svg>
  );
}

/** The firm's general contact card: name, description, address, phone, e-mail, opening hours, icon (spec 3 §2). */
export function GeneralContactCard({ general }: { general: General }) {
  return (
    <article className="panel adviser-card" aria-labelledby="general-contact-heading">
      <div className="adviser-card__head">
        {general.icon ? (
          <img className="adviser-card__photo" src={general.icon} alt="" width={72} height={72} />
        ) : (
          <BuildingIcon />
        )}
        <div>
          <h2 id="general-contact-heading" className="adviser-card__name">
            {general.name}
          </h2>
          {general.description && <p className="adviser-card__role">{general.description}</p>}
        </div>
      </div>
      <ContactRows
        phones={general.phone ? [general.phone] : []}
        email={general.email}
        openingHours={general.openingHours}
        addressLines={general.addressLines}
        mapUrl={general.mapUrl}
      />
    </article>
  );
}
