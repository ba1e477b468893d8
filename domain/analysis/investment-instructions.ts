/** spec 2 §2, Analysis page, "Investment instructions tab": its texts, and why it may be refused. */
export const INVESTMENT_INSTRUCTIONS_TEXT =
  'Your contributions will be distributed according to the following asset weight';
/** spec 2 §2: no target set is linked to the account. */
export const NO_INVESTMENT_INSTRUCTIONS = 'There is currently no investment instructions set-up for this account.';
/** Not in the spec: the refusals when the Tabs table would not show the tab. */
export const INSTRUCTIONS_NEED_CLIENT_ANALYSIS =
  'Investment instructions are not available: client analysis is switched off for this site.';
export const INSTRUCTIONS_NEED_TARGET_SETS =
  'Investment instructions are not available: this client does not have the modelling_by_target_sets capability.';
/** The securities table's columns (spec 2 §2: "a table of securities with weights"). */
export const INSTRUCTION_COLUMNS = { security: 'Security', code: 'Code', weight: 'Weight' } as const;
