import { usePageTitle } from '../../lib/use-page-title';

/** Spec 3 default heading; folders, reading and composing come with the messages issue. */
export const MESSAGES_HEADING = 'Messages and documents';

export function MessagesPage() {
  usePageTitle(MESSAGES_HEADING);
  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading">{MESSAGES_HEADING}</h1>
    </section>
  );
}
