/**
 * The platform's capability that shows the client's partner (spec 2 §5, §6; spec 3 §6 "Capabilities
 * used"): the partner's portfolios in analysis, the partner among the balance sheet's and the
 * valuation report's members, and the partner's annual review answers.
 */
export const VIEW_PARTNER = 'view_partner';

/** Whether the capabilities hold view_partner, read in any case and with spaces trimmed. */
export function hasViewPartner(capabilities: readonly string[]): boolean {
  return capabilities.some((c) => c.trim().toLowerCase() === VIEW_PARTNER);
}
