import { decimal, formatDecimal } from './decimal';
import { shownUnitPrice, unitPriceKeepsQuote } from './unit-price';

const shown = (i: Parameters<typeof shownUnitPrice>[0]) => {
  const r = shownUnitPrice(i);
  return { price: r.price === null ? null : formatDecimal(r.price), currency: r.currency };
};

describe('the currency a unit price is shown in', () => {
  it('keeps a pence price in pence beside sterling figures, converted or not', () => {
    expect(shown({ quoted: decimal('21.5341'), quotedCurrency: 'GBX', shownCurrency: 'GBP' })).toEqual({
      price: '21.5341',
      currency: 'GBX',
    });
    expect(
      shown({
        quoted: decimal('21.5341'),
        quotedCurrency: 'gbx',
        shownCurrency: 'GBP',
        converted: decimal('0.215341'),
      }),
    ).toEqual({ price: '21.5341', currency: 'GBX' });
    expect(unitPriceKeepsQuote('GBX', 'GBP')).toBe(true);
    expect(unitPriceKeepsQuote('GBP', 'GBX')).toBe(false);
  });

  it('shows a price quoted in the shown currency as quoted, to four places', () => {
    expect(
      shown({ quoted: decimal('320.87812'), quotedCurrency: 'GBP', shownCurrency: 'GBP', converted: decimal('1') }),
    ).toEqual({ price: '320.8781', currency: 'GBP' });
  });

  it('converts a price in another currency when a converted price exists, else shows it as quoted', () => {
    expect(
      shown({ quoted: decimal('21.5341'), quotedCurrency: 'GBX', shownCurrency: 'USD', converted: decimal('0.27375') }),
    ).toEqual({ price: '0.2738', currency: 'USD' });
    expect(shown({ quoted: decimal('187.12'), quotedCurrency: 'USD', shownCurrency: 'GBP', converted: null })).toEqual({
      price: '187.1200',
      currency: 'USD',
    });
    expect(shown({ quoted: null, quotedCurrency: 'USD', shownCurrency: 'GBP' })).toEqual({
      price: null,
      currency: 'USD',
    });
  });
});
