import { Link } from 'react-router-dom';
import { PersonIcon } from '../../components/AdviserCards';
import { useAdviserDetails } from '../../components/use-adviser-details';
import { ADVISER_DETAILS_NOT_AVAILABLE } from '../../../../domain/contact/adviser-details';
import '../../components/adviser-cards.css';

export const YOUR_ADVISER = 'Your adviser';
export const CONTACT_DETAILS_LINK = 'All contact details';

/** spec 2 §2: the home dashboard's adviser details block: name, phone, e-mail and a link to the contact page. */
export function AdviserBlock({ contactPath }: { contactPath: string }) {
  const state = useAdviserDetails();
  const details = state.status === 'ready' ? state.details : null;
  const adviser = details?.advisers[0];
  const general = details && !details.showAdvisers ? details.general : null;
  const name = adviser?.name ?? general?.name;
  const phone = adviser ? adviser.phones[0] : general?.phone;
  const email = adviser ? adviser.email : general?.email;
  return (
    <section
      className="panel home__section adviser-block"
      aria-labelledby="home-adviser"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="home-adviser">{YOUR_ADVISER}</h2>
      {state.status === 'loading' && (
        <div className="skeleton" role="status" aria-label={YOUR_ADVISER}>
          <div className="skeleton__line" />
          <div className="skeleton__line" />
        </div>
      )}
      {state.status !== 'loading' && !name && <p>{ADVISER_DETAILS_NOT_AVAILABLE}</p>}
      {name && (
        <div className="adviser-card__head">
          {adviser?.photoUrl ? (
            <img className="adviser-card__photo" src={adviser.photoUrl} alt="" width={72} height={72} />
          ) : (
            <PersonIcon />
          )}
          <div className="adviser-block__text">
            <p className="adviser-card__name">{name}</p>
            {adviser?.roleDescription && <p className="adviser-card__role">{adviser.roleDescription}</p>}
            <ul className="adviser-block__links">
              {phone && (
                <li>
                  <a href={phone.href}>{phone.display}</a>
                </li>
              )}
              {email && (
                <li>
                  <a href={email.href}>{email.display}</a>
                </li>
              )}
            </ul>
          </div>
        </div>
      )}
      {state.status !== 'loading' && (
        <p className="adviser-block__more">
          <Link to={contactPath}>{CONTACT_DETAILS_LINK}</Link>
        </p>
      )}
    </section>
  );
}
