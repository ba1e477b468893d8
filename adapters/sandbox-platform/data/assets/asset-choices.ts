/**
 * The user fields of the four asset entities (ufield/{entity}/{field} and its /choice): the type and
 * supplier code lists, and the custom field nbr_under_advice (absent when the firm has no
 * under-advice feature). Pension types are coded by their own label, as the platform's wrapper types are.
 */

export type AssetEntityName = 'entity_asset' | 'entity_fund_za' | 'entity_annuity' | 'entity_liability';

export interface Choice {
  code: string;
  description: string;
}

export interface FieldDefinition {
  entity: AssetEntityName;
  field: string;
  label: string;
  type: 'choice' | 'bool';
  custom: boolean;
  choices: readonly Choice[];
}

export const UNDER_ADVICE_FIELD = 'nbr_under_advice';

const SUPPLIERS: readonly Choice[] = [
  { code: 'AVIVA', description: 'Aviva' },
  { code: 'LGEN', description: 'Legal & General' },
  { code: 'HL', description: 'Hargreaves Lansdown' },
  { code: 'NATW', description: 'NatWest' },
  { code: 'ZURI', description: 'Zurich' },
  { code: 'SJP', description: "St. James's Place" },
  { code: 'ROYL', description: 'Royal London' },
  { code: 'SCOT', description: 'Scottish Widows' },
  { code: 'VANG', description: 'Vanguard' },
  { code: 'ALLI', description: 'Allianz' },
  { code: 'NSI', description: 'NS&I' },
  { code: 'BARC', description: 'Barclays' },
];

const label = (description: string): Choice => ({ code: description, description });

export const TYPE_CHOICES: Readonly<Record<AssetEntityName, readonly Choice[]>> = {
  entity_asset: [
    { code: 'ISA', description: 'Stocks & Shares ISA' },
    { code: 'JISA', description: 'Junior ISA' },
    { code: 'GIA', description: 'General Investment Account' },
    { code: 'BOND', description: 'Investment Bond' },
    { code: 'CASH', description: 'Cash Deposit' },
    { code: 'PROP', description: 'Property' },
    { code: 'SHARES', description: 'Direct Shares' },
    { code: 'ENDOW', description: 'Endowment' },
  ],
  entity_fund_za: [
    'Personal Pension',
    'SIPP',
    'Stakeholder Pension',
    'Final Salary',
    'SIPP Wrapper',
    'QROPs Wrapper',
    'QNUPs Wrapper',
    'RNUPs Wrapper',
  ].map(label),
  entity_annuity: [
    { code: 'LIFE', description: 'Lifetime Annuity' },
    { code: 'FIXED', description: 'Fixed Term Annuity' },
    { code: 'ENH', description: 'Enhanced Annuity' },
  ],
  entity_liability: [
    { code: 'MORT', description: 'Mortgage' },
    { code: 'LOAN', description: 'Personal Loan' },
    { code: 'CC', description: 'Credit Card' },
    { code: 'CAR', description: 'Car Finance' },
  ],
};

/** The supplier field's name: product_provider on pensions, supplier elsewhere. */
export const SUPPLIER_FIELD: Readonly<Record<AssetEntityName, string>> = {
  entity_asset: 'supplier',
  entity_fund_za: 'product_provider',
  entity_annuity: 'supplier',
  entity_liability: 'supplier',
};

/** Every field of an entity; nbr_under_advice only when the under-advice feature is on. */
export function fieldDefinition(entity: string, field: string, underAdvice: boolean): FieldDefinition | undefined {
  if (!(entity in TYPE_CHOICES)) return undefined;
  const e = entity as AssetEntityName;
  if (field === 'type')
    return { entity: e, field, label: 'Type', type: 'choice', custom: false, choices: TYPE_CHOICES[e] };
  if (field === SUPPLIER_FIELD[e])
    return {
      entity: e,
      field,
      label: e === 'entity_fund_za' ? 'Product provider' : 'Supplier',
      type: 'choice',
      custom: false,
      choices: SUPPLIERS,
    };
  if (field === UNDER_ADVICE_FIELD && underAdvice) {
    return {
      entity: e,
      field,
      label: 'Under advice',
      type: 'bool',
      custom: true,
      choices: [
        { code: '1', description: 'Yes' },
        { code: '0', description: 'No' },
      ],
    };
  }
  return undefined;
}
