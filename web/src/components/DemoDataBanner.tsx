import { DEMO_DATA_TEXTS } from '../../../domain/config/demo-data';
import './demo-data-banner.css';

/**
 * Above every page while the portal serves the embedded sandbox's demo firm (site-config demo: true).
 * It has no close control and sits in the flow, so it pushes the page down and covers nothing.
 */
export function DemoDataBanner() {
  return (
    <div className="demo-banner" role="note" aria-label={DEMO_DATA_TEXTS.label}>
      <strong className="demo-banner__label">{DEMO_DATA_TEXTS.label}</strong> <span>{DEMO_DATA_TEXTS.note}</span>
    </div>
  );
}
