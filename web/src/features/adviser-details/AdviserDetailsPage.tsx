import { AdviserCards } from '../../components/AdviserCards';
import { useAdviserDetails } from '../../components/use-adviser-details';
import { usePageTitle } from '../../lib/use-page-title';
import {
  ADVISER_DETAILS_NOT_AVAILABLE,
  DEFAULT_ADVISER_DETAILS_HEADING,
} from '../../../../domain/contact/adviser-details';
import { GeneralContactCard } from './GeneralContactCard';
import { ImportantInformation } from './ImportantInformation';
import './adviser-details.css';

function ContactSkeleton() {
  return (
    <div className="contact-skeleton" role="status" aria-busy="true" aria-label="Loading contact details">
      {[0, 1].map((i) => (
        <div key={i} className="panel contact-skeleton__card">
          <div className="contact-skeleton__circle" />
          <div className="contact-skeleton__line" />
          <div className="contact-skeleton__line contact-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}

/** spec 3 §2 "Adviser details page (contact us)". */
export function AdviserDetailsPage() {
  const state = useAdviserDetails();
  const details = state.status === 'ready' ? state.details : null;
  const heading = details?.heading ?? DEFAULT_ADVISER_DETAILS_HEADING;
  usePageTitle(heading);
  return (
    <div className="contact-page">
      <h1 id="contact-heading">{heading}</h1>
      {details?.introduction && <p className="contact-page__intro">{details.introduction}</p>}
      {state.status === 'loading' && <ContactSkeleton />}
      {state.status === 'failed' && (
        <div className="alert alert--warning" role="alert">
          {ADVISER_DETAILS_NOT_AVAILABLE}
        </div>
      )}
      {details && (
        <>
          <div className="contact-page__cards">
            {details.general && <GeneralContactCard general={details.general} />}
            {details.showAdvisers && <AdviserCards advisers={details.advisers} />}
          </div>
          {details.notAvailable && (
            <p className="alert" role="status">
              {details.notAvailable}
            </p>
          )}
          <ImportantInformation info={details.importantInformation} />
        </>
      )}
    </div>
  );
}
