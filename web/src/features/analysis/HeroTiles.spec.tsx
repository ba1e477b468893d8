import { act, render, screen } from '@testing-library/react';
import { analysisStore } from './analysis.store';
import { HeroTiles } from './HeroTiles';
import { fxRatesRead, performanceRead } from './testing/analysis-fixtures';

describe('HeroTiles: the value tile’s exchange rates', () => {
  afterEach(() => {
    analysisStore.fx = { status: 'idle', data: null, message: null };
  });

  it('holds the rate’s line while it loads, so the page below does not move when it comes', async () => {
    analysisStore.fx = { status: 'loading', data: null, message: null };
    render(<HeroTiles overview={performanceRead()} />);
    expect(screen.getByTestId('hero-rates-loading').getAttribute('aria-hidden')).toBe('true');

    await act(async () => {
      analysisStore.fx = { status: 'ready', data: fxRatesRead('GBP', ['USD']) as never, message: null };
    });
    expect(screen.queryByTestId('hero-rates-loading')).toBeNull();
    expect(document.querySelector('.hero-tile__rates')?.textContent).toContain('1 USD = ');
  });

  it('shows no rate line when none is asked for', () => {
    render(<HeroTiles overview={performanceRead()} />);
    expect(document.querySelector('.hero-tile__rates')).toBeNull();
  });
});
