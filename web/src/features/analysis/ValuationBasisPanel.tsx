import { useId, useState } from 'react';
import { VALUATION_BASIS_HEADING } from '../../../../domain/analysis/analysis-page';
import { rangeDateLong } from '../../../../domain/format/date-display';
import { feeTaxMode } from '../../../../domain/performance/fee-tax-modes';

/** spec 2 §2: the collapsible valuation-basis panel below the hero: what the figures are. */
export function ValuationBasisPanel({
  currency,
  to,
  feesAndTaxes,
}: {
  currency: string;
  to: string;
  feesAndTaxes: number;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="panel valuation-basis">
      <h2 className="valuation-basis__heading">
        <button
          type="button"
          className="valuation-basis__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {VALUATION_BASIS_HEADING}
        </button>
      </h2>
      <div id={id} hidden={!open} className="valuation-basis__body">
        <p>
          Values are at closing prices on {rangeDateLong(to)}, in {currency}. Holdings in other currencies are converted
          at each day's exchange rate. Performance is shown {feeTaxMode(feesAndTaxes).label.toLowerCase()}; the
          time-weighted return is a yearly rate for periods of a year or more and the return for the whole period
          otherwise.
        </p>
      </div>
    </section>
  );
}
