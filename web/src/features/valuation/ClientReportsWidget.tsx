import { useEffect, useState } from 'react';

/** The element the client-reports script renders into. */
export const CLIENT_REPORTS_ROOT_ID = 'client-reports-root';
const WIDGET_FAILED = 'The reports service is not available at the moment. Please try again later.';

/**
 * The embedded client-reports widget (spec 3 §2): its script, from the configured content delivery
 * host (the only other origin the page's CSP allows), renders into the root below.
 */
export function ClientReportsWidget({ src }: { src: string }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Another script is loading again until it loads or fails.
  const [loadingSrc, setLoadingSrc] = useState(src);
  if (loadingSrc !== src) {
    setLoadingSrc(src);
    setState('loading');
  }
  useEffect(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    document.body.appendChild(script);
    return () => script.remove();
  }, [src]);
  return (
    <section className="panel vr-widget" aria-busy={state === 'loading'} aria-label="Client reports">
      {state === 'loading' && (
        <div className="vr-skeleton" aria-hidden="true">
          <span />
          <span />
        </div>
      )}
      {state === 'failed' && (
        <p className="alert alert--error" role="alert">
          {WIDGET_FAILED}
        </p>
      )}
      <div id={CLIENT_REPORTS_ROOT_ID} data-testid="client-reports-root" />
    </section>
  );
}
