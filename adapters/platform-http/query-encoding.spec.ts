import { encodeQuery, withQuery } from './query-encoding';

describe('encodeQuery', () => {
  it('numbers fields as fields.0, fields.1, … before the other parameters', () => {
    expect(encodeQuery({ fields: ['entity_name', 'dob', 'preferred_email'], page_size: 20 })).toBe(
      'fields.0=entity_name&fields.1=dob&fields.2=preferred_email&page_size=20',
    );
  });

  it('leaves out undefined and null, keeps empty strings, repeats other arrays and encodes values', () => {
    expect(encodeQuery({ quicksearch: '', dob: undefined, page_bookmark: null, feature_names: ['a', 'b'], q: 'Smith & Co' })).toBe(
      'quicksearch=&feature_names=a&feature_names=b&q=Smith+%26+Co',
    );
  });

  it('gives an empty string for nothing, and withQuery adds no "?" then', () => {
    expect(encodeQuery({ fields: [] })).toBe('');
    expect(withQuery('site', '')).toBe('site');
    expect(withQuery('site', 'a=1')).toBe('site?a=1');
  });
});
