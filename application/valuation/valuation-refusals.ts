/** What the valuation page says when it refuses (spec 3 §4, §6). */
export const NEEDS_ASSETS_OR_PORTFOLIO = 'Valuation reports need the Assets or Portfolio access level.';
export const TEMPLATE_NOT_FOUND = 'No such report template.';
export const SELECTION_REFUSED = 'Choose one of the options this report offers.';
export const JOB_NOT_FOUND = 'No such report job.';
