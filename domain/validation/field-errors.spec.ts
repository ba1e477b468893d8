import { isBlank, isValid } from './field-errors';

describe('field errors', () => {
  it('is valid when no field has a message', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ name: undefined })).toBe(true);
    expect(isValid({ name: 'Please enter a valid name' })).toBe(false);
  });

  it('treats whitespace as blank', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('a')).toBe(false);
  });
});
