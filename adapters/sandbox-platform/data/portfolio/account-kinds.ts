import type { AccountRecord, PortfolioRecord, ServiceType } from './portfolio-records';
import { accountIdFor } from './portfolio-records';

/** The kinds of account the demo firm offers: group, tax structure, product and tax type. */
export interface AccountKind {
  groupCode: string;
  groupName: string;
  taxStructure: string;
  product: string;
  taxType: string;
  taxTypeTitle: string;
}

export const ACCOUNT_KINDS = {
  isa: {
    groupCode: 'ISA',
    groupName: 'ISAs',
    taxStructure: 'ISA',
    product: 'Stocks and Shares ISA',
    taxType: 'TAXFREE',
    taxTypeTitle: 'Tax free',
  },
  jisa: {
    groupCode: 'ISA',
    groupName: 'ISAs',
    taxStructure: 'Junior ISA',
    product: 'Junior Stocks and Shares ISA',
    taxType: 'TAXFREE',
    taxTypeTitle: 'Tax free',
  },
  sipp: {
    groupCode: 'PEN',
    groupName: 'Pensions',
    taxStructure: 'SIPP',
    product: 'Self-Invested Personal Pension',
    taxType: 'PENSION',
    taxTypeTitle: 'Pension',
  },
  gia: {
    groupCode: 'GIA',
    groupName: 'General investments',
    taxStructure: 'GIA',
    product: 'General Investment Account',
    taxType: 'TAXABLE',
    taxTypeTitle: 'Taxable',
  },
  offshore: {
    groupCode: 'OFF',
    groupName: 'Offshore bonds',
    taxStructure: 'Offshore bond',
    product: 'International Portfolio Bond',
    taxType: 'TAXDEFERRED',
    taxTypeTitle: 'Tax deferred',
  },
  trust: {
    groupCode: 'TRU',
    groupName: 'Trusts',
    taxStructure: 'Discretionary trust',
    product: 'Trust Account',
    taxType: 'TAXABLE',
    taxTypeTitle: 'Taxable',
  },
  ctf: {
    groupCode: 'ISA',
    groupName: 'ISAs',
    taxStructure: 'Child Trust Fund',
    product: 'Child Trust Fund',
    taxType: 'TAXFREE',
    taxTypeTitle: 'Tax free',
  },
  super: {
    groupCode: 'SUP',
    groupName: 'Superannuation',
    taxStructure: 'Super',
    product: 'Superannuation Fund',
    taxType: 'CONCESSIONAL',
    taxTypeTitle: 'Concessional',
  },
} as const satisfies Record<string, AccountKind>;

export type AccountKindName = keyof typeof ACCOUNT_KINDS;

export interface AccountSpec {
  kind: AccountKindName;
  name: string;
  currency: string;
  serviceType?: ServiceType;
  owner: string;
  activeDate: string;
  blocked?: boolean;
  explicitLinkEntityIds?: number[];
  demoCase?: string | null;
  subfund?: string | null;
}

/** The n-th account (1-based) of a portfolio. */
export function accountRecord(portfolio: PortfolioRecord, n: number, spec: AccountSpec): AccountRecord {
  const kind = ACCOUNT_KINDS[spec.kind];
  const accountId = accountIdFor(portfolio.portfolioId, n);
  return {
    accountId,
    portfolioId: portfolio.portfolioId,
    name: spec.name,
    description: `${spec.owner} – ${spec.name}`,
    groupCode: kind.groupCode,
    groupName: kind.groupName,
    taxStructure: kind.taxStructure,
    product: kind.product,
    externalAccountId: `EXT-${accountId}`,
    subfund: spec.subfund ?? null,
    taxType: kind.taxType,
    taxTypeTitle: kind.taxTypeTitle,
    serviceType: spec.serviceType ?? 'Discretionary',
    planCurrency: spec.currency,
    accountOwner: spec.owner,
    activeDate: spec.activeDate,
    vendorId: `VND-${String(accountId % 100000).padStart(5, '0')}`,
    blocked: spec.blocked ?? false,
    explicitLinkEntityIds: spec.explicitLinkEntityIds ?? [],
    demoCase: spec.demoCase ?? null,
  };
}
