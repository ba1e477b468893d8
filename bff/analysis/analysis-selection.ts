/** A read's selection and range from its query (account, portfolio or group; a preset or from/to), as every analysis read asks it. */
export function analysisSelection(query: {
  account?: number;
  portfolio?: number;
  group?: string;
  range?: string;
  from?: string;
  to?: string;
}) {
  return {
    filter: { account: query.account, portfolio: query.portfolio, group: query.group },
    range: query.range,
    from: query.from,
    to: query.to,
  };
}
