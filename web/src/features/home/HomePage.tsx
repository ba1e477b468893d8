import { useSnapshot } from 'valtio';
import { sessionStore } from '../../lib/session.store';
import { usePageTitle } from '../../lib/use-page-title';

/** Spec 2 "Home dashboard" default greeting; the dashboard itself comes with the analysis pages. */
export const HOME_GREETING = 'Welcome';

export function HomePage() {
  const { view } = useSnapshot(sessionStore);
  usePageTitle('Home');
  const name = view?.clientInContext?.displayName ?? view?.user.displayName;
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">
        {HOME_GREETING}
        {name ? `, ${name}` : ''}
      </h1>
    </section>
  );
}
