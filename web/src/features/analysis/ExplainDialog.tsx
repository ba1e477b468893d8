import { useSnapshot } from 'valtio';
import { EXPLAIN_THIS_FIGURE } from '../../../../domain/analysis/analysis-page';
import { acrossAccounts } from '../../../../domain/analysis/home-dashboard';
import { displayDate, rangeDateLong } from '../../../../domain/format/date-display';
import { formatFxRate, formatMoney } from '../../../../domain/format/quantity-format';
import { formatReturn } from '../../../../domain/format/return-format';
import { formatNumber } from '../../../../domain/format/figure-format';
import { feeTaxMode } from '../../../../domain/performance/fee-tax-modes';
import type { Explanation } from '../../lib/contract';
import { analysisStore, closeExplain } from './analysis.store';
import { Dialog } from './Dialog';
import { Skeleton, WarningPanel } from './WarningPanel';

const FLOW_TYPES: Record<string, string> = {
  contribution: 'Contribution',
  withdrawal: 'Withdrawal',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
  fees_and_taxes: 'Fees and taxes',
};

/** 'Explain this figure': how the hero's figures come about, in plain words, from the explain read. */
export function ExplainDialog() {
  const { explain } = useSnapshot(analysisStore);
  const e = explain.data as Explanation | null;
  return (
    <Dialog labelledBy="explain-title" onClose={closeExplain} className="explain">
      <div className="explain__head">
        <h2 id="explain-title">{EXPLAIN_THIS_FIGURE}</h2>
        <button type="button" className="button button--secondary" onClick={closeExplain}>
          Close
        </button>
      </div>
      <div className="explain__body">
        {explain.status === 'loading' && <Skeleton lines={6} />}
        {(explain.status === 'error' || explain.status === 'empty') && <WarningPanel message={explain.message} />}
        {e && <ExplainBody e={e} />}
      </div>
    </Dialog>
  );
}

function ExplainBody({ e }: { e: Explanation }) {
  const money = (v: number) => formatMoney(v, e.currency);
  const exact = (v: string) => formatMoney(Number(v), e.currency);
  const opening = e.dailyValues[0]?.date ?? e.from;
  return (
    <>
      <h3>Period</h3>
      <p>
        {e.period.name}: from {rangeDateLong(e.from)} to {rangeDateLong(e.to)}, {e.period.days} days. The opening value
        is the close of {rangeDateLong(opening)}. Figures are in {e.currency},{' '}
        {feeTaxMode(e.conventions.feesAndTaxes).label.toLowerCase()}, {acrossAccounts(e.accounts.length)}.
      </p>
      <h3>Values</h3>
      <ul>
        <li>Opening value: {money(e.openingValue)}</li>
        <li>Closing value: {money(e.closingValue)}</li>
        <li>Net money in and out (flows): {money(e.netFlows)}</li>
      </ul>
      <h3>Returns</h3>
      <ul>
        <li>
          Time-weighted return (TWRR):{' '}
          {formatReturn(e.twrr, { from: e.from, to: e.to, annualised: e.twrrBasis === 'annualised' })}{' '}
          {e.twrrBasis === 'annualised' ? '(annualised)' : '(the whole period, not annualised)'}.
        </li>
        <li>
          Internal rate of return (IRR):{' '}
          {e.irr === null
            ? `none (${e.irrReason ?? 'no rate solves it'}).`
            : `${formatReturn(e.irr, { from: e.from, to: e.to, annualised: e.irrBasis === 'annualised' })} ${e.irrBasis === 'annualised' ? '(annualised)' : '(the whole period, not annualised)'}.`}
        </li>
      </ul>
      <h3>How it adds up</h3>
      <p className="explain__reconciliation" data-testid="explain-reconciliation">
        Closing value {exact(e.reconciliation.closingValue)} − opening value {exact(e.reconciliation.openingValue)} −
        net flows {exact(e.reconciliation.netFlows)} = value movement {exact(e.reconciliation.movement)}
      </p>
      <h3>Money in and out ({e.flows.length})</h3>
      {e.flows.length === 0 ? (
        <p>No money was paid in or taken out in this period.</p>
      ) : (
        <div className="explain__flows" tabIndex={0} role="region" aria-label="Flows">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Amount ({e.currency})
                </th>
                <th scope="col" className="num">
                  Native amount
                </th>
                <th scope="col" className="num">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody>
              {e.flows.map((f, i) => (
                <tr key={i}>
                  <td>{displayDate(f.date)}</td>
                  <td>{FLOW_TYPES[f.type] ?? f.type}</td>
                  <td className="num">{money(f.amount)}</td>
                  <td className="num">{`${formatNumber(f.nativeAmount, 2)} ${f.nativeCurrency}`}</td>
                  <td className="num">{formatFxRate(f.fxRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3>Method and conventions</h3>
      <ul className="explain__conventions">
        {e.conventions.text.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
    </>
  );
}
