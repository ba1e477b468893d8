import { first, itemAt, last, present } from './present';

describe('reading an element the code guarantees', () => {
  it('reads by index, from the end with a negative index', () => {
    expect(itemAt(['a', 'b', 'c'], 1)).toBe('b');
    expect(itemAt(['a', 'b', 'c'], -1)).toBe('c');
    expect(first([4, 5])).toBe(4);
    expect(last([4, 5])).toBe(5);
    expect(itemAt('xyz', 2)).toBe('z');
  });

  it('keeps falsy elements that are there', () => {
    expect(first([0])).toBe(0);
    expect(first([''])).toBe('');
    expect(first([null])).toBeNull();
  });

  it('throws rather than letting undefined through', () => {
    expect(() => first([])).toThrow('No element at index 0 of 0');
    expect(() => itemAt([1, 2], 2)).toThrow(RangeError);
    expect(() => itemAt([1, 2], -3)).toThrow(RangeError);
    expect(() => present(undefined, 'the GBP rate')).toThrow('Expected the GBP rate');
    expect(present(0, 'a count')).toBe(0);
  });
});
