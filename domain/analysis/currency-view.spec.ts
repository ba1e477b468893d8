import {
  currencyInWords,
  DEFAULT_CURRENCY_VIEW,
  isCurrencyView,
  originalCurrency,
  returnCurrencyNote,
  viewCurrency,
  viewForRequest,
} from './currency-view';

describe('the currency a view shows (spec 2 §4 "Currency view")', () => {
  it('opens every view in the preferred currency, whatever the selection holds', () => {
    expect(DEFAULT_CURRENCY_VIEW).toBe('preferred');
    // amelia's Euro Investment Account: £ on home, on the Accounts tab and on its own page alike.
    expect(viewCurrency({ planCurrencies: ['EUR'], preferred: 'GBP' })).toEqual({
      choice: 'preferred',
      currency: 'GBP',
      preferred: 'GBP',
      original: 'EUR',
      offered: true,
    });
    // lena's superannuation account.
    expect(viewCurrency({ planCurrencies: ['AUD'], preferred: 'gbp' }).currency).toBe('GBP');
  });

  it('shows the original currency when chosen and the accounts share one other than the preferred', () => {
    expect(viewCurrency({ planCurrencies: ['EUR'], preferred: 'GBP', choice: 'original' })).toMatchObject({
      choice: 'original',
      currency: 'EUR',
      offered: true,
    });
    expect(viewCurrency({ planCurrencies: ['aud', 'AUD'], preferred: 'GBP', choice: 'original' }).currency).toBe('AUD');
  });

  it('offers no choice, and keeps the preferred currency, when the plan currencies are several or include the preferred', () => {
    for (const planCurrencies of [['GBP', 'EUR', 'USD'], ['AUD', 'GBP'], ['GBP'], ['EUR', 'USD'], []]) {
      expect(viewCurrency({ planCurrencies, preferred: 'GBP', choice: 'original' })).toMatchObject({
        choice: 'preferred',
        currency: 'GBP',
        offered: false,
      });
    }
  });

  it('finds the original currency shared by the accounts, ignoring missing ones', () => {
    expect(originalCurrency(['EUR', null, 'eur'])).toBe('EUR');
    expect(originalCurrency(['EUR', 'USD'])).toBeNull();
    expect(originalCurrency([])).toBeNull();
  });

  it('tells a view from a currency code', () => {
    expect(isCurrencyView('original')).toBe(true);
    expect(isCurrencyView('preferred')).toBe(true);
    expect(isCurrencyView('EUR')).toBe(false);
  });
});

describe('a percentage says its currency when it is not the one beside it', () => {
  it("says 'in £' for a sterling return of a euro or dollar account, 'in EUR' for a euro return beside sterling", () => {
    expect(returnCurrencyNote('GBP', 'EUR')).toBe('in £');
    expect(returnCurrencyNote('GBP', 'AUD')).toBe('in £');
    expect(returnCurrencyNote('EUR', 'GBP')).toBe('in EUR');
    expect(returnCurrencyNote('usd', 'GBP')).toBe('in USD');
  });

  it('says nothing when they agree or when the selection has no one currency of its own', () => {
    expect(returnCurrencyNote('EUR', 'eur')).toBeNull();
    expect(returnCurrencyNote('GBP', null)).toBeNull();
  });

  it('names sterling by its sign and every other currency by its code', () => {
    expect(currencyInWords('gbp')).toBe('£');
    expect(currencyInWords('AUD')).toBe('AUD');
  });
});

describe('the view a read is asked for', () => {
  it('takes a view in any case, or none for the default', () => {
    expect(viewForRequest('ORIGINAL', ['EUR'], 'GBP')).toMatchObject({ choice: 'original', currency: 'EUR' });
    expect(viewForRequest(undefined, ['EUR'], 'GBP')).toMatchObject({ choice: 'preferred', currency: 'GBP' });
  });

  it('shows a currency code as asked, the original choice when it is the original currency', () => {
    expect(viewForRequest('eur', ['EUR'], 'GBP')).toMatchObject({ choice: 'original', currency: 'EUR' });
    expect(viewForRequest('USD', ['GBP', 'EUR'], 'GBP')).toMatchObject({
      choice: 'preferred',
      currency: 'USD',
      offered: false,
    });
  });
});
