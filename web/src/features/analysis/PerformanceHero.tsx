import { useSnapshot } from 'valtio';
import { analysisStore } from './analysis.store';
import { ExplainDialog } from './ExplainDialog';
import { HeroTiles } from './HeroTiles';
import { HeroViews } from './HeroViews';
import { ShowInToggle } from './ShowInToggle';
import { Skeleton, WarningPanel } from './WarningPanel';
import type { PerformanceOverview } from '../../lib/contract';

/** spec 2 §2 "Performance overview hero": tiles, the two views and the currency toggle; its own states (spec 2 §4, §8). */
export function PerformanceHero() {
  const { performance, explainOpen } = useSnapshot(analysisStore);
  const overview = performance.data as PerformanceOverview | null;
  let body;
  if (performance.status === 'error') body = <WarningPanel message={performance.message} />;
  else if (performance.status === 'empty') body = <p className="hero__empty">{performance.message}</p>;
  else if (!overview) body = <HeroSkeleton />;
  else
    body = (
      <div className={performance.status === 'loading' ? 'hero__body hero__body--busy' : 'hero__body'}>
        <HeroTiles overview={overview} />
        <ShowInToggle />
        <HeroViews overview={overview} />
      </div>
    );
  return (
    <section className="panel hero" aria-labelledby="hero-heading" aria-busy={performance.status === 'loading'}>
      <h2 id="hero-heading" className="visually-hidden">
        Performance overview
      </h2>
      {body}
      {explainOpen && <ExplainDialog />}
    </section>
  );
}

function HeroSkeleton() {
  return (
    <div className="hero__skeleton">
      <div className="hero-tiles">
        <Skeleton lines={2} className="hero-tile" />
        <Skeleton lines={2} className="hero-tile" />
        <Skeleton lines={2} className="hero-tile" />
      </div>
      <Skeleton lines={5} />
    </div>
  );
}
