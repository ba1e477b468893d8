import { useState } from 'react';
import type { AdviserCard } from './use-adviser-details';
import { ContactRows } from './ContactRows';
import './adviser-cards.css';

/** A person outline shown when an adviser has no photo (or it fails to load). */
export function PersonIcon() {
  return (
    <svg className="adviser-card__icon" viewBox="0 0 48 48" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#e6eaee" />
      <circle cx="24" cy="19" r="8" fill="#4a5560" />
      <path d="M9 40c2.5-8 8.5-12 15-12s12.5 4 15 12" fill="#4a5560" />
    </svg>
  );
}

function AdviserPhoto({ card }: { card: AdviserCard }) {
  const [failed, setFailed] = useState(false);
  if (!card.photoUrl || failed) return <PersonIcon />;
  return (
    <img
      className="adviser-card__photo"
      src={card.photoUrl}
      alt={card.name}
      width={72}
      height={72}
      onError={() => setFailed(true)}
    />
  );
}

/** One adviser: name, role, formatted address with a show-on-map link, work phones as call links, work e-mail, photo or fallback icon. */
export function AdviserCardView({ card, headingLevel = 2 }: { card: AdviserCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = `adviser-card-${card.id}`;
  return (
    <article className="panel adviser-card" aria-labelledby={id}>
      <div className="adviser-card__head">
        <AdviserPhoto card={card} />
        <div>
          <Heading id={id} className="adviser-card__name">
            {card.name}
          </Heading>
          {card.roleDescription && <p className="adviser-card__role">{card.roleDescription}</p>}
        </div>
      </div>
      <ContactRows phones={card.phones} email={card.email} addressLines={card.addressLines} mapUrl={card.mapUrl} />
    </article>
  );
}

/** The adviser cards of the client in context (contact us page, annual review completion). Props are a stable contract. */
export function AdviserCards({
  advisers,
  headingLevel = 2,
}: {
  advisers: readonly AdviserCard[];
  headingLevel?: 2 | 3;
}) {
  if (!advisers.length) return null;
  return (
    <div className="adviser-cards">
      {advisers.map((a) => (
        <AdviserCardView key={a.id} card={a} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
