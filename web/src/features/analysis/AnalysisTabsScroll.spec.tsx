import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { itemAt } from '../../../../domain/shared/present';
import { installResizeObserver } from '../../components/charts/testing/resize-observer';
import type { PublicSiteConfig } from '../../lib/contract';
import { siteStore } from '../../lib/site.store';
import { AnalysisPage } from './AnalysisPage';
import { closeRangeModal } from './date-range.store';
import { fakeAnalysisApi } from './testing/fake-analysis-api';

const TAB_PX = 120;
const ROW_PX = 300;

/** A phone's layout, which jsdom does not compute: tabs 120 px wide side by side in a 300 px row. */
function layOut(list: HTMLElement): void {
  within(list)
    .getAllByRole('tab')
    .forEach((tab, i) => {
      Object.defineProperty(tab, 'offsetLeft', { configurable: true, value: i * TAB_PX });
      Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: TAB_PX });
    });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: ROW_PX });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, writable: true, value: 0 });
}

const settle = () => act(async () => {});

/** Issue 23 item 16: the tabs are one row that scrolls; the selected tab is brought into it. */
describe('the analysis tabs on a narrow screen', () => {
  beforeAll(() => installResizeObserver());
  afterEach(() => closeRangeModal());

  it('scrolls the row, and only the row, to the tab chosen by keyboard', async () => {
    siteStore.config = {
      instance: { productName: 'Client Online' },
      siteConfiguration: {
        feesAndTaxes: 1,
        holdBackPeriod: false,
        portfolioGrouping: 'Split',
        profitAnalysisType: 'twrr',
        groupingFilter: 'My',
        useHistoricData: false,
      },
      settings: {},
      content: {},
    } as unknown as PublicSiteConfig;
    fakeAnalysisApi();
    render(
      <MemoryRouter initialEntries={['/clients/analysis/']}>
        <Routes>
          <Route path="/clients/analysis/*" element={<AnalysisPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByTestId('hero-value');
    const list = screen.getByRole('tablist', { name: 'Analysis' });
    layOut(list);
    const tabs = within(list).getAllByRole('tab');
    itemAt(tabs, 0).focus();
    fireEvent.keyDown(itemAt(tabs, 0), { key: 'End' });
    await settle();
    const last = tabs.length - 1;
    expect(itemAt(tabs, last).getAttribute('aria-selected')).toBe('true');
    // The last tab's right edge is the row's right edge.
    expect(list.scrollLeft).toBe((last + 1) * TAB_PX - ROW_PX);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await settle();
    expect(list.scrollLeft).toBe(0);
  });
});
