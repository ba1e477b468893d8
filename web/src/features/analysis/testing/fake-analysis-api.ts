import { viewCurrency } from '../../../../../domain/analysis/currency-view';
import { fakeApi, type ApiCall, type ApiReply } from '../../../testing/api-fake';
import {
  accountsRead,
  BEN,
  BEN_ISA,
  explanation,
  fxRatesRead,
  ISA,
  MAIN,
  performanceRead,
  selectionRead,
  USD_ACCOUNT,
} from './analysis-fixtures';

/**
 * amelia's analysis reads over the fixtures: the frame by filter, the hero in the currency asked
 * (USD figures differ from GBP ones), rates and the explanation. `override` answers first.
 */
export function fakeAnalysisApi(override: (call: ApiCall) => ApiReply | undefined = () => undefined): ApiCall[] {
  return fakeApi((call) => {
    const own = override(call);
    if (own) return own;
    const q = call.query;
    if (call.path === '/analysis/accounts') {
      if (q.get('portfolio') === '100011') return { body: selectionRead(MAIN) };
      if (q.get('portfolio') === '100021') return { body: selectionRead(BEN) };
      if (q.get('account') === '10001101') return { body: selectionRead(ISA, MAIN) };
      if (q.get('account') === '10001105')
        return { body: selectionRead(USD_ACCOUNT, MAIN, q.get('currency') === 'original' ? 'original' : null) };
      if (q.get('account') === '10002101') return { body: selectionRead(BEN_ISA, BEN) };
      if (q.get('account') || q.get('portfolio') || q.get('group'))
        return {
          status: 404,
          body: {
            statusCode: 404,
            code: 'not_found',
            message: 'No such account among the accounts you can see.',
            apiMessage: null,
          },
        };
      return { body: accountsRead() };
    }
    if (call.path === '/analysis/performance') {
      // The one currency rule: the USD account alone in USD when the original currency is chosen, else GBP.
      const single = q.get('account') === '10001105';
      const view = viewCurrency({
        planCurrencies: single ? ['USD'] : ['GBP', 'USD'],
        preferred: 'GBP',
        choice: q.get('currency') === 'original' ? 'original' : null,
      });
      const currency = view.currency;
      return {
        body: performanceRead({
          currency,
          currencyView: view,
          heroValue: currency === 'USD' ? 78270.12 : single ? 66751.61 : 1339828.79,
        }),
      };
    }
    if (call.path === '/analysis/fx-rates')
      return { body: fxRatesRead(q.get('currency') ?? 'GBP', (q.get('currencies') ?? '').split(',')) };
    if (call.path === '/analysis/explain') return { body: explanation() };
    return undefined;
  });
}

export const readsOf = (calls: ApiCall[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => c.query.toString());
