import {
  canOpenClient,
  clientListCaption,
  INVALID_CLIENT_NAME,
  INVALID_POSTCODE,
  NO_CLIENTS_FOUND,
  PRIVATE_BROWSING_NOT_SUPPORTED,
  toggleSort,
  validateClientSearch,
} from './client-search';

describe('validateClientSearch', () => {
  it('accepts empty criteria and good values', () => {
    expect(validateClientSearch({}, 'en-gb')).toEqual({});
    expect(
      validateClientSearch({ name: "Amelia O'Brien-Hart Jr.", dob: '31/01/1980', postcode: 'SW1A 1AA' }, 'en-gb'),
    ).toEqual({});
    expect(validateClientSearch({ name: 'Zoë' }, 'en-gb')).toEqual({});
    expect(validateClientSearch({ name: 'A1' }, 'en-gb')).toEqual({});
  });

  it('rejects a name outside the pattern', () => {
    expect(validateClientSearch({ name: "O'Brien" }, 'en-gb')).toEqual({ name: INVALID_CLIENT_NAME });
    expect(validateClientSearch({ name: 'Ann%' }, 'en-gb').name).toBe('Please enter a valid name');
    expect(validateClientSearch({ name: 'A' }, 'en-gb').name).toBe(INVALID_CLIENT_NAME);
    expect(validateClientSearch({ name: 'a'.repeat(202) }, 'en-gb').name).toBe(INVALID_CLIENT_NAME);
    expect(validateClientSearch({ name: 'a'.repeat(201) }, 'en-gb')).toEqual({});
  });

  describe('the name rule, clause by clause (spec 1 §5: letters, digits, space or underscore 1 to 100, then an alphanumeric, then up to 100 more that may include hyphen, apostrophe and full stop)', () => {
    const nameError = (name: string) => validateClientSearch({ name }, 'en-gb').name;

    it.each([
      ['Smith-Jones', 'Smit + h + -Jones: the hyphen comes after the alphanumeric'],
      ['St. John', 'S + t + . John'],
      ["Mc'Donald", "M + c + 'Donald"],
      ['ab', 'the shortest name: one character, then an alphanumeric, then nothing'],
      ['Jo_Ann', 'underscore in the first part'],
      ['de la Cruz', 'spaces in the first part'],
      [' Amelia', 'a leading space is in the first part'],
      ['_a', 'an underscore first, then an alphanumeric'],
      ['Zoë Ødegård', 'letters include accented ones'],
      ['Smith-Jones Jr.', 'the last part may end with a full stop'],
      ["Smith-O'Neil", 'after two characters the last part takes hyphens and apostrophes in any order'],
      ['a'.repeat(100) + 'b' + 'c'.repeat(100), 'the longest: 100, 1 and 100'],
    ])('takes %p (%s)', (name) => {
      expect(nameError(name)).toBeUndefined();
    });

    it.each([
      ["O'Brien", 'one character before the apostrophe: the first part and the alphanumeric need two'],
      ['A.B', 'one character before the full stop'],
      ['-Amelia', 'a hyphen cannot start a name'],
      ["'Brien", 'nor an apostrophe'],
      ['.John', 'nor a full stop'],
      ['A', 'one character: the alphanumeric after the first part is missing'],
      ['__', 'an underscore is not alphanumeric'],
      ['a ', 'nor is a space'],
      ['Ann%', 'a character outside every clause'],
      ['Smith/Jones', 'a slash is allowed nowhere'],
      ['Smith,Jones', 'nor a comma'],
      ['<script>', 'nor angle brackets'],
      ['a'.repeat(202), 'longer than 100 + 1 + 100'],
    ])('refuses %p (%s) with the spec text', (name) => {
      expect(nameError(name)).toBe('Please enter a valid name');
    });
  });

  it("gives the locale's format for a bad date of birth", () => {
    expect(validateClientSearch({ dob: '1980-01-31' }, 'en-gb')).toEqual({
      dob: 'Please enter a date in a valid format of DD/MM/YYYY',
    });
    expect(validateClientSearch({ dob: '31/01/1980' }, 'en-ca')).toEqual({
      dob: 'Please enter a date in a valid format of YYYY-MM-DD',
    });
  });

  it('rejects a postcode with other characters', () => {
    expect(validateClientSearch({ postcode: 'SW1A-1AA' }, 'en-gb')).toEqual({ postcode: INVALID_POSTCODE });
    expect(validateClientSearch({ postcode: 'SW1A_1AA' }, 'en-gb')).toEqual({});
  });
});

describe('toggleSort', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(toggleSort('entity_name', 'dob')).toBe('dob');
    expect(toggleSort('dob', 'dob')).toBe('-dob');
    expect(toggleSort('-dob', 'dob')).toBe('dob');
    expect(toggleSort('-dob', 'entity_name')).toBe('entity_name');
  });
});

describe('client list texts', () => {
  it('captions the results', () => {
    expect(clientListCaption(20, true)).toBe('Showing the first 20 clients that match the search criteria.');
    expect(clientListCaption(7, false)).toBe('Showing all clients that match the search criteria.');
    expect(NO_CLIENTS_FOUND).toBe('No clients were found. Try widening your search criteria.');
    expect(PRIVATE_BROWSING_NOT_SUPPORTED).toBe('Adviser view is not supported in private browsing mode.');
  });

  it('opens a row only with access or preview', () => {
    expect(canOpenClient({ has_client_access: true })).toBe(true);
    expect(canOpenClient({ has_client_access: false, is_preview_mode: true })).toBe(true);
    expect(canOpenClient({ has_client_access: false, is_preview_mode: false })).toBe(false);
  });
});
