/**
 * Reading an element that the code around it guarantees is there (a loop bound, a length checked a
 * line before, a key taken from the same object). With `noUncheckedIndexedAccess` such a read is typed
 * `T | undefined`; these say why it cannot be, and fail loudly if that reasoning is ever wrong, instead
 * of letting `undefined` flow on into a figure.
 */

/** The element at `index` (negative counts from the end, as `Array.prototype.at`); throws when absent. */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const i = index < 0 ? items.length + index : index;
  const item = i >= 0 && i < items.length ? items[i] : undefined;
  if (item === undefined) throw new RangeError(`No element at index ${index} of ${items.length}`);
  return item;
}

/** The first element; throws on an empty list. */
export function first<T>(items: ArrayLike<T>): T {
  return itemAt(items, 0);
}

/** The last element; throws on an empty list. */
export function last<T>(items: ArrayLike<T>): T {
  return itemAt(items, -1);
}

/** A value the caller knows is present (a key it has just checked, a match group the pattern requires). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new RangeError(`Expected ${what}`);
  return value;
}
