import { compareDecimals, isDecimal } from '../../domain/money/decimal';

/**
 * Exact amounts compare by value in every suite: 10.5 and 10.50 are the same amount, so
 * `toEqual` on a row that holds Decimals asks what a reader of the figure would ask.
 */
// jest 29.4+ has addEqualityTesters; the installed @types/jest does not declare it yet.
(
  expect as unknown as { addEqualityTesters(testers: ((a: unknown, b: unknown) => boolean | undefined)[]): void }
).addEqualityTesters([
  function decimalsEqual(a: unknown, b: unknown): boolean | undefined {
    if (isDecimal(a) && isDecimal(b)) return compareDecimals(a, b) === 0;
    return undefined;
  },
]);
