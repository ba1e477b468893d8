/**
 * Valuation report templates (spec 3 §3 "Valuation entities", §6; spec 1 §3): the site settings list
 * them under `valuationReportTemplates`, each with a user type, the selector it needs and the dates
 * it asks for. A client sees the Client templates, an adviser the Adviser ones.
 */

export const REQUIRED_SELECTORS = [
  'Current Client Only',
  'Select Entity',
  'Account Group',
  'Account Group Or Account',
  'Select Portfolios',
] as const;
export type RequiredSelector = (typeof REQUIRED_SELECTORS)[number];

export const DATE_PARAMETERS = ['No Date Required', 'Single Date', 'Date Range'] as const;
export type DateParameters = (typeof DATE_PARAMETERS)[number];

export type TemplateUserType = 'Client' | 'Adviser';

export interface ValuationTemplate {
  id: number;
  name: string;
  /** null: the template names no user type and applies to both (as the navigation reads it). */
  userType: TemplateUserType | null;
  requiredSelector: RequiredSelector;
  dateParameters: DateParameters;
}

/** The settings key the templates are read from (spec 1 §3). */
export const VALUATION_TEMPLATES_SETTING = 'valuationReportTemplates';

/** 'Client' and the role name 'ClientUser' are the client; 'Adviser' and the role name 'User' the adviser. */
export function templateUserType(value: unknown): TemplateUserType | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (v === 'client' || v === 'clientuser') return 'Client';
  if (v === 'adviser' || v === 'user') return 'Adviser';
  return null;
}

function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return list.find((x) => x.toLowerCase() === v) ?? null;
}

/** One template from the settings, or null when it lacks an id or a name, or names an unknown user type. */
export function parseTemplate(raw: unknown): ValuationTemplate | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = Number(r.id);
  const name = typeof r.name === 'string' ? r.name.trim() : '';
  const named = r.userType !== undefined && r.userType !== null && r.userType !== '';
  const userType = templateUserType(r.userType);
  if (!Number.isSafeInteger(id) || id <= 0 || !name || (named && !userType)) return null;
  return {
    id,
    name,
    userType,
    // A template that names no selector runs for the client in context; one that names no dates asks for none.
    requiredSelector: oneOf(REQUIRED_SELECTORS, r.requiredSelector) ?? 'Current Client Only',
    dateParameters: oneOf(DATE_PARAMETERS, r.dateParameters) ?? 'No Date Required',
  };
}

/** spec 3 §6: the templates of the settings for the user's type ('ClientUser' or 'User'), and those naming none, in their order. */
export function templatesFor(settings: Record<string, unknown> | undefined | null, role: string): ValuationTemplate[] {
  const list = settings?.[VALUATION_TEMPLATES_SETTING];
  const type = templateUserType(role);
  if (!Array.isArray(list) || !type) return [];
  return list
    .map(parseTemplate)
    .filter((t): t is ValuationTemplate => t !== null && (t.userType === null || t.userType === type));
}

/** A template that needs nothing chosen runs with one click (the snapshot, spec 3 §2). */
export function isOneClick(t: Pick<ValuationTemplate, 'requiredSelector' | 'dateParameters'>): boolean {
  return t.requiredSelector === 'Current Client Only' && t.dateParameters === 'No Date Required';
}
