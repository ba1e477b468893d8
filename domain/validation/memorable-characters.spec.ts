import { canSubmitMemorableCharacters, validateMemorableCharacters } from './memorable-characters';

describe('memorable characters', () => {
  it('needs one character in each of the three fields', () => {
    expect(validateMemorableCharacters(['w', 'a', 'l'])).toEqual({});
    expect(Object.keys(validateMemorableCharacters(['w', '', 'ly']))).toEqual(['character2', 'character3']);
    expect(Object.keys(validateMemorableCharacters([]))).toHaveLength(3);
  });

  it('enables submit only when all three are filled', () => {
    expect(canSubmitMemorableCharacters(['w', 'a', 'l'])).toBe(true);
    expect(canSubmitMemorableCharacters(['w', 'a'])).toBe(false);
    expect(canSubmitMemorableCharacters(['w', 'a', 'l', 't'])).toBe(false);
    expect(canSubmitMemorableCharacters(['w', null, 'l'])).toBe(false);
  });
});
