import { SiteAccessLevel } from '../../domain/access/access-level';
import { GetAssetsSummaryUseCase } from './get-assets-summary.use-case';
import { LoadAssetsUseCase, type AssetsLoadProgress } from './load-assets.use-case';
import { ameliaRecords } from './testing/amelia-assets';
import { AMELIA, client, fakes, type FakeOptions } from './testing/assets-fakes';
import { itemAt } from '../../domain/shared/present';

function setUp(options: FakeOptions = {}) {
  const f = fakes(options);
  f.assets.lists.set(AMELIA, ameliaRecords());
  const seen: (AssetsLoadProgress & { callsSoFar: string[] })[] = [];
  const useCase = new LoadAssetsUseCase(f.assets, f.portfolio, f.context);
  const run = (over: Parameters<typeof client>[0] = {}) =>
    useCase.execute(client(over), (p) => seen.push({ ...p, callsSoFar: [...f.assets.calls] }));
  return { ...f, seen, run };
}

describe('LoadAssetsUseCase', () => {
  it('reports 5, 25, 70 and 100 with their labels, each as its stage starts', async () => {
    const f = setUp();
    const r = await f.run();
    expect(r.ok).toBe(true);
    expect(f.seen.map((s) => [s.stage, s.label, s.percent])).toEqual([
      ['settings', 'Getting site settings', 5],
      ['adviser', 'Getting adviser details', 25],
      ['accounts', 'Loading accounts', 70],
      ['dashboard', 'Loading dashboard', 100],
    ]);
    // Nothing is read before 5; the version is read before 25; no list before 70; all four lists before 100.
    expect(itemAt(f.seen, 0).callsSoFar).toEqual([]);
    expect(itemAt(f.seen, 1).callsSoFar).toContain('version');
    expect(itemAt(f.seen, 2).callsSoFar.some((c) => c.startsWith('assets:'))).toBe(false);
    expect(itemAt(f.seen, 3).callsSoFar.filter((c) => c.startsWith('assets:'))).toHaveLength(4);
  });

  it('ends with the same summary as the summary read', async () => {
    const f = setUp();
    const loaded = await f.run();
    const summary = await new GetAssetsSummaryUseCase(f.assets, f.portfolio, f.context).execute(client());
    expect(loaded).toEqual(summary);
  });

  it('refuses the Messages level before reporting anything', async () => {
    const f = setUp();
    expect(await f.run({ siteAccessLevel: SiteAccessLevel.Messages })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(f.seen).toEqual([]);
  });

  it('stops after the settings when asset viewing is off', async () => {
    const f = setUp({ settings: { assetViewingDisabled: true } });
    expect(await f.run()).toMatchObject({ ok: true, value: { enabled: false } });
    expect(f.seen.map((s) => s.percent)).toEqual([5]);
  });

  it('fails with the platform error when the session is lost mid-load', async () => {
    const f = setUp();
    f.assets.failing.add('session');
    expect(await f.run()).toMatchObject({ ok: false, error: { code: 'no_session' } });
    expect(f.seen.map((s) => s.percent)).toEqual([5, 25, 70]);
  });
});
