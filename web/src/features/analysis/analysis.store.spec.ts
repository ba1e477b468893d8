import { NO_DATA_FOR_SELECTION } from '../../../../domain/analysis/analysis-page';
import {
  analysisStore,
  benchmarksArrived,
  followCrumb,
  openExplain,
  queryFromUrl,
  resetAnalysis,
  selectBenchmark,
  setCurrencyView,
  setHeroTab,
} from './analysis.store';
import { performanceRead } from './testing/analysis-fixtures';
import { fakeAnalysisApi, readsOf } from './testing/fake-analysis-api';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('analysis store', () => {
  beforeEach(() => resetAnalysis());

  describe('query from the URL', () => {
    it('reads the whole client with the default range when the URL says nothing', async () => {
      const calls = fakeAnalysisApi();
      await queryFromUrl('');
      expect(analysisStore.query).toEqual({});
      expect(readsOf(calls, '/analysis/accounts')).toEqual(['']);
      expect(analysisStore.accounts.status).toBe('ready');
      expect(analysisStore.performance.status).toBe('ready');
      expect(analysisStore.selectedTab).toBe('accounts');
    });

    it('tells a portfolio id from an account id by the rows of the unfiltered read, and asks once', async () => {
      const calls = fakeAnalysisApi();
      await queryFromUrl('?id=100011&range=3y');
      expect(analysisStore.query).toEqual({ portfolio: 100011, range: '3y' });
      expect(readsOf(calls, '/analysis/accounts')).toEqual(['range=3y', 'portfolio=100011&range=3y']);
      await queryFromUrl('?id=10001101&range=3y');
      expect(analysisStore.query).toEqual({ account: 10001101, range: '3y' });
      // Known from the first read: no second unfiltered read.
      expect(readsOf(calls, '/analysis/accounts')).toEqual([
        'range=3y',
        'portfolio=100011&range=3y',
        'account=10001101&range=3y',
      ]);
      expect(analysisStore.selectedTab).toBe('investments');
    });

    it('takes a custom range from and to the URL', async () => {
      const calls = fakeAnalysisApi();
      await queryFromUrl('?from=2026-01-01&to=2026-06-30');
      expect(analysisStore.query).toEqual({ from: '2026-01-01', to: '2026-06-30' });
      expect(readsOf(calls, '/analysis/performance')).toEqual(['from=2026-01-01&to=2026-06-30']);
    });
  });

  describe('page data', () => {
    it('keeps the frame when the hero fails, in its own state', async () => {
      fakeAnalysisApi((c) =>
        c.path === '/analysis/performance'
          ? { status: 500, body: { statusCode: 500, code: 'error', message: 'Boom', apiMessage: null } }
          : undefined,
      );
      await queryFromUrl('');
      expect(analysisStore.performance.status).toBe('error');
      expect(analysisStore.accounts.status).toBe('ready');
    });

    it("says 'No data available for this selection' as the hero's own state", async () => {
      fakeAnalysisApi((c) =>
        c.path === '/analysis/performance'
          ? {
              status: 404,
              body: { statusCode: 404, code: 'not_found', message: NO_DATA_FOR_SELECTION, apiMessage: null },
            }
          : undefined,
      );
      await queryFromUrl('');
      expect(analysisStore.performance).toMatchObject({ status: 'empty', message: NO_DATA_FOR_SELECTION });
    });
  });

  describe('hero tab rules (spec 2 §4)', () => {
    it('opens on Percentage when offered and lets the user choose Value', async () => {
      fakeAnalysisApi();
      await queryFromUrl('');
      expect(analysisStore.heroTab).toBe('percentage');
      setHeroTab('value');
      expect(analysisStore.heroTab).toBe('value');
    });

    it('holds Value when Percentage is not offered (no TWRR or a blocked account)', async () => {
      fakeAnalysisApi((c) =>
        c.path === '/analysis/performance' ? { body: performanceRead({ percentageAvailable: false }) } : undefined,
      );
      await queryFromUrl('');
      expect(analysisStore.heroTab).toBe('value');
      setHeroTab('percentage');
      expect(analysisStore.heroTab).toBe('value');
    });

    it('with historic data on, switches to Percentage when a selection appears and back to Value when cleared', async () => {
      resetAnalysis({ historicData: true });
      fakeAnalysisApi();
      await queryFromUrl('');
      expect(analysisStore.heroTab).toBe('value');
      await queryFromUrl('?id=100011');
      expect(analysisStore.heroTab).toBe('percentage');
      await queryFromUrl('');
      expect(analysisStore.heroTab).toBe('value');
    });
  });

  describe('benchmark selection (spec 2 §4)', () => {
    it("selects the read's default when names arrive, keeps a choice still offered, else the first", async () => {
      fakeAnalysisApi();
      await queryFromUrl('');
      expect(analysisStore.benchmarkId).toBe(802);
      selectBenchmark(801);
      expect(analysisStore.benchmarkId).toBe(801);
      selectBenchmark(999);
      expect(analysisStore.benchmarkId).toBe(801);
      benchmarksArrived({ benchmarks: performanceRead().benchmarks, defaultBenchmarkId: 802 });
      expect(analysisStore.benchmarkId).toBe(801);
      benchmarksArrived({ benchmarks: [{ id: 803, name: 'Balanced', points: [] }], defaultBenchmarkId: null });
      expect(analysisStore.benchmarkId).toBe(803);
    });
  });

  describe('currency view (spec 2 §4, the one rule)', () => {
    it("shows a USD account in the preferred currency by default, and in its own on request with today's rate", async () => {
      const calls = fakeAnalysisApi();
      await queryFromUrl('?id=10001105');
      await flush();
      expect(analysisStore.currencyView).toBe('preferred');
      expect(readsOf(calls, '/analysis/performance').at(-1)).toBe('account=10001105');
      expect(analysisStore.performance.data?.currency).toBe('GBP');
      expect(readsOf(calls, '/analysis/fx-rates').at(-1)).toBe('currencies=USD&currency=GBP');
      expect(analysisStore.fx.data?.rates[0]).toMatchObject({ currency: 'USD', display: '0.8528' });
      await setCurrencyView('original');
      expect(readsOf(calls, '/analysis/performance').at(-1)).toBe('account=10001105&currency=original');
      expect(readsOf(calls, '/analysis/accounts').at(-1)).toBe('account=10001105&currency=original');
      expect(analysisStore.performance.data?.currency).toBe('USD');
    });

    it('asks a mixed selection in the preferred currency', async () => {
      const calls = fakeAnalysisApi();
      await queryFromUrl('?id=100011');
      await flush();
      expect(readsOf(calls, '/analysis/performance').every((q) => !q.includes('currency='))).toBe(true);
      expect(readsOf(calls, '/analysis/fx-rates').at(-1)).toBe('currencies=USD&currency=GBP');
    });
  });

  describe('breadcrumb', () => {
    it('selects the second tab after a crumb with the investments flag on, outside account-group mode', async () => {
      resetAnalysis({ investmentsFlag: true });
      fakeAnalysisApi();
      await queryFromUrl('?id=10001101');
      followCrumb();
      await queryFromUrl('?id=100011');
      expect(analysisStore.selectedTab).toBe('investments');
      await queryFromUrl('');
      expect(analysisStore.selectedTab).toBe('accounts');
    });

    it('keeps the default tab after a crumb with the flag off', async () => {
      fakeAnalysisApi();
      await queryFromUrl('?id=10001101');
      followCrumb();
      await queryFromUrl('?id=100011');
      expect(analysisStore.selectedTab).toBe('accounts');
    });
  });

  it('explains the same selection, range and currency as the hero', async () => {
    const calls = fakeAnalysisApi();
    await queryFromUrl('?id=10001105&range=2y');
    await flush();
    await openExplain();
    expect(readsOf(calls, '/analysis/explain')).toEqual(['account=10001105&range=2y&currency=GBP']);
    expect(analysisStore.explain.status).toBe('ready');
  });
});

describe('analysis store: rates of a hero no longer shown', () => {
  beforeEach(() => resetAnalysis());

  it("drops the previous selection's rates when the new hero is in the account's own currency", async () => {
    fakeAnalysisApi();
    await queryFromUrl('?id=100011');
    await flush();
    expect(analysisStore.fx.data?.rates.map((r) => r.currency)).toEqual(['USD']);
    await setCurrencyView('original');
    await queryFromUrl('?id=10001105');
    await flush();
    expect(analysisStore.performance.data?.currency).toBe('USD');
    expect(analysisStore.fx).toMatchObject({ status: 'idle', data: null });
  });
});
