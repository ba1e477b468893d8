/**
 * The precision at which the sandbox publishes exchange rates (portfolio/security/{pair}/FX and its
 * history). The platform converts a flow with the rate it publishes, so anyone holding the published
 * rate converts it to the same penny: on a day a withdrawal leaves a small remainder, a rate 7 digits
 * further in would otherwise move that day's return.
 */
export const RATE_PLACES = 6;

export const publishedRate = (r: number): number => Math.round(r * 10 ** RATE_PLACES) / 10 ** RATE_PLACES;
