import { useSnapshot } from 'valtio';
import { useSanitizedHtml, type HtmlAllowList } from '../../../lib/safe-html';
import { TERMS_OF_USE_HEADING } from '../../../../../domain/auth/auth-messages';
import { Spinner } from '../../../components/Spinner';
import { StepHeading, StepMessages } from '../form-kit';
import { acceptSiteTerms, cancelLogin, loginStore } from '../login.store';

/** The markup the login disclaimer may use; everything else is removed. */
export const TERMS_HTML: HtmlAllowList = {
  tags: ['p', 'strong', 'a', 'em', 'ul', 'ol', 'li'],
  attributes: ['href', 'title'],
};

/** SiteTerms: the login disclaimer from site content; Accept continues, Decline starts again. */
export function SiteTermsStep({ heading, text }: { heading?: string; text?: string }) {
  const { submitting } = useSnapshot(loginStore);
  const html = useSanitizedHtml(text, TERMS_HTML);
  return (
    <div className="login-step">
      <StepHeading level={1}>{heading || TERMS_OF_USE_HEADING}</StepHeading>
      <StepMessages />
      {html === null ? (
        <Spinner label="Loading the terms…" />
      ) : (
        <div className="terms" dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <div className="button-row">
        <button type="button" className="button" disabled={submitting} onClick={() => void acceptSiteTerms()}>
          Accept
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={submitting}
          onClick={() => void cancelLogin()}
        >
          Decline
        </button>
      </div>
    </div>
  );
}
