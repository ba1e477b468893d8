/** spec 2 §2: each asset card shows at most this many item descriptions. */
export const CARD_ITEM_LIMIT = 3;

/**
 * The descriptions on an asset card (spec 2 §2): at most 3, by value descending; equal values keep
 * their order. `value` is any comparable amount (the owned value in one currency).
 */
export function cardItems(
  assets: readonly { description: string; value: number }[],
  limit: number = CARD_ITEM_LIMIT,
): string[] {
  return assets
    .map((a, i) => ({ a, i }))
    .sort((x, y) => y.a.value - x.a.value || x.i - y.i)
    .slice(0, limit)
    .map(({ a }) => a.description);
}
