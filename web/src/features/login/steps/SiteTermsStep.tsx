import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { TERMS_OF_USE_HEADING } from '../../../../../domain/auth/auth-messages';
import { StepHeading, StepMessages } from '../form-kit';
import { acceptSiteTerms, cancelLogin, loginStore } from '../login.store';

/** The tags the login disclaimer may use; everything else is removed. */
export const TERMS_ALLOWED_TAGS = ['p', 'strong', 'a', 'em', 'ul', 'ol', 'li'];

export function sanitiseTerms(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: TERMS_ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'] });
}

/** SiteTerms: the login disclaimer from site content; Accept continues, Decline starts again. */
export function SiteTermsStep({ heading, text }: { heading?: string; text?: string }) {
  const { submitting } = useSnapshot(loginStore);
  const html = useMemo(() => sanitiseTerms(text ?? ''), [text]);
  return (
    <div className="login-step">
      <StepHeading level={1}>{heading || TERMS_OF_USE_HEADING}</StepHeading>
      <StepMessages />
      <div className="terms" dangerouslySetInnerHTML={{ __html: html }} />
      <div className="button-row">
        <button type="button" className="button" disabled={submitting} onClick={() => void acceptSiteTerms()}>
          Accept
        </button>
        <button type="button" className="button button--secondary" disabled={submitting} onClick={() => void cancelLogin()}>
          Decline
        </button>
      </div>
    </div>
  );
}
