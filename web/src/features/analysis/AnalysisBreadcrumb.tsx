import { Link } from 'react-router-dom';
import type { Crumb } from '../../lib/contract';
import { followCrumb } from './analysis.store';
import { searchFor, type RangeParams } from './analysis-url';

/**
 * spec 2 §2: the default heading, then the portfolio or group, then the account. A crumb restores
 * its filter (or clears it); the new page place moves focus to the first h1.
 */
export function AnalysisBreadcrumb({ crumbs, range }: { crumbs: readonly Crumb[]; range: RangeParams }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="analysis-crumbs">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={i} aria-current="page">
              {c.label}
            </li>
          ) : (
            <li key={i}>
              <Link to={{ search: searchFor(c.filter, range) }} onClick={followCrumb}>
                {c.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
