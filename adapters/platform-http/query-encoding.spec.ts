import { encodeQuery, flattenQuery, passBookmark, withQuery } from './query-encoding';

describe('encodeQuery', () => {
  it('numbers every list from 0, whatever its name or length: never a repeated key, never comma-joined', () => {
    expect(encodeQuery({ fields: ['entity_name', 'dob', 'preferred_email'], page_size: 20 })).toBe(
      'fields.0=entity_name&fields.1=dob&fields.2=preferred_email&page_size=20',
    );
    expect(encodeQuery({ accountid: [3], entity_ids: [7, 8], feature_names: ['multi_currency'] })).toBe(
      'accountid.0=3&entity_ids.0=7&entity_ids.1=8&feature_names.0=multi_currency',
    );
    expect(encodeQuery({ doctype: [] })).toBe('');
  });

  it('flattens objects with dots, as deep as they go, typed values included', () => {
    expect(
      encodeQuery({
        created_date: { start_date: '2026-01-01', end_date: '2026-03-31' },
        firstread: { include_read_notes: false },
      }),
    ).toBe('created_date.start_date=2026-01-01&created_date.end_date=2026-03-31&firstread.include_read_notes=0');
    expect(encodeQuery({ created_date: { start_date: { _type: 'Date', _val: '2026-01-01' } } })).toBe(
      'created_date.start_date._type=Date&created_date.start_date._val=2026-01-01',
    );
    expect(flattenQuery({ a: [{ b: [1, true] }] })).toEqual([
      ['a.0.b.0', '1'],
      ['a.0.b.1', '1'],
    ]);
  });

  it('sends booleans as 1 and 0', () => {
    expect(encodeQuery({ session_info: true, hide_zero: false })).toBe('session_info=1&hide_zero=0');
  });

  it('leaves out undefined and null (in lists and objects too), keeps empty strings and encodes values', () => {
    expect(
      encodeQuery({
        quicksearch: '',
        dob: undefined,
        page_bookmark: null,
        q: 'Smith & Co',
        subject: '*tax pack*',
        status: ['', 'Paid Up'],
      }),
    ).toBe('quicksearch=&q=Smith%20%26%20Co&subject=*tax%20pack*&status.0=&status.1=Paid%20Up');
    expect(encodeQuery({ created_date: { start_date: undefined, end_date: '2026-03-31' } })).toBe(
      'created_date.end_date=2026-03-31',
    );
  });

  it("passes a bookmark through as the platform gave it: '=', '+' and '/' stay as they are", () => {
    expect(encodeQuery({ page_size: 50, page_bookmark: 'a+b/c==' })).toBe('page_size=50&page_bookmark=a+b/c==');
    expect(encodeQuery({ page_bookmark: 'abc==' })).not.toContain('%3D');
  });

  it('escapes only what would break the query string in a bookmark', () => {
    expect(passBookmark('a&b#c d')).toBe('a%26b%23c%20d');
    expect(passBookmark('x%2Fy=é')).toBe('x%2Fy=%C3%A9');
    expect(passBookmark('line\nbreak\t')).toBe('line%0Abreak%09');
  });

  it('gives an empty string for nothing, and withQuery adds no "?" then', () => {
    expect(encodeQuery({ fields: [] })).toBe('');
    expect(withQuery('site', '')).toBe('site');
    expect(withQuery('site', 'a=1')).toBe('site?a=1');
  });
});
