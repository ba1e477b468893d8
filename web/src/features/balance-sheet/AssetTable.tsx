import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import type { Asset } from '../../lib/contract';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { assetAmount, otherOwners, shareNote, valuationDate } from './asset-figures';

interface AssetTableProps {
  caption: string;
  assets: readonly Asset[];
  /** Liabilities: the columns say what is owed. */
  owed?: boolean;
  /** The member shown, left out of a joint asset's other owners. */
  memberName?: string;
  planCurrencyView: boolean;
  reportCurrency: string;
}

const L = BALANCE_SHEET_LABELS;

/** One tab's assets: a table, or a list of cards at 767 px and narrower (spec 2 §9). */
export function AssetTable(props: AssetTableProps) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  return narrow ? <AssetCards {...props} /> : <AssetGrid {...props} />;
}

/** The value and owned-value column names: what is owed for liabilities. */
const columns = (owed?: boolean) =>
  owed ? { value: L.amountOwed, owned: L.shareOwed } : { value: L.value, owned: L.ownedValue };

function OwnedValue({
  asset,
  memberName,
  planCurrencyView,
  reportCurrency,
}: {
  asset: Asset;
  memberName?: string;
  planCurrencyView: boolean;
  reportCurrency: string;
}) {
  const share = shareNote(asset.percentOwned, otherOwners(asset.owners, memberName));
  return (
    <>
      {assetAmount(asset.ownedValue, planCurrencyView, reportCurrency)}
      {share ? <span className="bs-share">{share}</span> : null}
    </>
  );
}

function AssetGrid({ caption, assets, owed, memberName, planCurrencyView, reportCurrency }: AssetTableProps) {
  const c = columns(owed);
  return (
    <div className="bs-table-wrap">
      <table className="bs-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{L.description}</th>
            <th scope="col">{L.provider}</th>
            <th scope="col">{L.policyNumber}</th>
            <th scope="col" className="bs-num">
              {c.value}
            </th>
            <th scope="col" className="bs-num">
              {c.owned}
            </th>
            <th scope="col">{L.valuationDate}</th>
          </tr>
        </thead>
        <tbody>
          {assets.map((a) => (
            <tr key={`${a.type}-${a.id}`}>
              <th scope="row">{a.description}</th>
              <td>{a.provider ?? ''}</td>
              <td>{a.policyNumber ?? ''}</td>
              <td className="bs-num">{assetAmount(a.value, planCurrencyView, reportCurrency)}</td>
              <td className="bs-num">
                <OwnedValue
                  asset={a}
                  memberName={memberName}
                  planCurrencyView={planCurrencyView}
                  reportCurrency={reportCurrency}
                />
              </td>
              <td>{valuationDate(a.valuationDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AssetCards({ caption, assets, owed, memberName, planCurrencyView, reportCurrency }: AssetTableProps) {
  const c = columns(owed);
  return (
    <ul className="bs-cards" aria-label={caption}>
      {assets.map((a) => (
        <li key={`${a.type}-${a.id}`} className="bs-card">
          <h3 className="bs-card__title">{a.description}</h3>
          <dl>
            <div>
              <dt>{L.provider}</dt>
              <dd>{a.provider ?? ''}</dd>
            </div>
            <div>
              <dt>{L.policyNumber}</dt>
              <dd>{a.policyNumber ?? ''}</dd>
            </div>
            <div>
              <dt>{c.value}</dt>
              <dd>{assetAmount(a.value, planCurrencyView, reportCurrency)}</dd>
            </div>
            <div>
              <dt>{c.owned}</dt>
              <dd>
                <OwnedValue
                  asset={a}
                  memberName={memberName}
                  planCurrencyView={planCurrencyView}
                  reportCurrency={reportCurrency}
                />
              </dd>
            </div>
            <div>
              <dt>{L.valuationDate}</dt>
              <dd>{valuationDate(a.valuationDate)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
