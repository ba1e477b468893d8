import { TRY_AGAIN } from '../../../../domain/errors/error-toast';

/** Spec 1 §8: when the configuration cannot be loaded a fallback page is rendered. */
export function ConfigFailurePage() {
  return (
    <main id="main" className="fallback-page">
      <h1>Client Online is unavailable</h1>
      <p>We could not load the site settings. Please check your connection and try again in a few minutes.</p>
      <p>
        <a href="/core/">{TRY_AGAIN}</a>
      </p>
    </main>
  );
}
