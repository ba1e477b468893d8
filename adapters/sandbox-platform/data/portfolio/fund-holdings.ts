import type { Allocation } from './securities';

/**
 * The underlying holdings of the multi-asset funds in the sandbox market, as a fund's factsheet
 * states them: each holding's share of the fund. A position in such a fund is served with one
 * sub-position per holding (spec 2 §2 "positions can have sub-positions"), its figures the
 * position's own split by these shares (compute/look-through.ts), so they add up to the position.
 */

export interface FundHolding {
  code: string;
  description: string;
  /** Share of the fund, 0 to 1; a fund's shares add up to 1. */
  share: number;
  assetClass: string;
  region: string;
}

const holding = (
  code: string,
  description: string,
  share: number,
  assetClass: string,
  region: string,
): FundHolding => ({ code, description, share, assetClass, region });

/** By fund code. VLS60: 60% equities and 40% bonds, as its asset-class split in securities.ts says. */
export const FUND_HOLDINGS: Readonly<Record<string, readonly FundHolding[]>> = {
  VLS60: [
    holding('VUSEIX', 'Vanguard U.S. Equity Index Fund', 0.24, 'Equities', 'North America'),
    holding('VUKASX', 'Vanguard FTSE U.K. All Share Index Unit Trust', 0.15, 'Equities', 'United Kingdom'),
    holding('VDEUEX', 'Vanguard FTSE Developed Europe ex-U.K. Equity Index Fund', 0.09, 'Equities', 'Europe'),
    holding('VEMSIX', 'Vanguard Emerging Markets Stock Index Fund', 0.06, 'Equities', 'Emerging Markets'),
    holding('VJPSIX', 'Vanguard Japan Stock Index Fund', 0.06, 'Equities', 'Asia Pacific'),
    holding('VGLBIX', 'Vanguard Global Bond Index Fund', 0.2, 'Fixed Interest', 'Global'),
    holding('VUKGBX', 'Vanguard U.K. Government Bond Index Fund', 0.12, 'Fixed Interest', 'United Kingdom'),
    holding('VUKIGX', 'Vanguard U.K. Investment Grade Bond Index Fund', 0.08, 'Fixed Interest', 'United Kingdom'),
  ],
};

export function fundHoldings(code: string | null): readonly FundHolding[] {
  return (code && FUND_HOLDINGS[code]) || [];
}

export const holdingAllocation = (title: string): Allocation[] => [{ title, share: 1 }];
