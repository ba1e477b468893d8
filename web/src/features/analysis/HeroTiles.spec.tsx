import { act, render, screen } from '@testing-library/react';
import { analysisStore } from './analysis.store';
import { HeroTiles } from './HeroTiles';
import { fxRatesRead, performanceRead } from './testing/analysis-fixtures';

describe('HeroTiles: the value tile’s exchange rates', () => {
  afterEach(() => {
    analysisStore.fx = { status: 'idle', data: null, message: null };
    analysisStore.fxAsked = 0;
  });

  it('holds a line for each rate while they load, so the page below does not move when they come', async () => {
    analysisStore.fxAsked = 2;
    analysisStore.fx = { status: 'loading', data: null, message: null };
    render(<HeroTiles overview={performanceRead()} />);
    const held = screen.getByTestId('hero-rates-loading');
    expect(held.getAttribute('aria-hidden')).toBe('true');
    expect(held.querySelectorAll('.analysis-skeleton__bar')).toHaveLength(2);

    await act(async () => {
      analysisStore.fx = { status: 'ready', data: fxRatesRead('GBP', ['USD', 'EUR']), message: null };
    });
    expect(screen.queryByTestId('hero-rates-loading')).toBeNull();
    const lines = [...document.querySelectorAll('.hero-tile__rates > span')].map((l) => l.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('1 USD = ');
    expect(lines[1]).toContain('1 EUR = ');
  });

  it('shows no rate line when none is asked for', () => {
    render(<HeroTiles overview={performanceRead()} />);
    expect(document.querySelector('.hero-tile__rates')).toBeNull();
  });
});
