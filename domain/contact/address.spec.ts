import { formatAddress } from './address';

describe('formatAddress (spec 3 §3)', () => {
  const base = {
    block: 'Flat 2',
    streetName: 'Chertsey House',
    streetName2: null,
    street: '9 Chertsey Street',
    suburb: 'Guildford',
    state: ' ',
    postcode: null,
    country: null,
  };

  it('lays an address out line by line, street_name_2 before street, blanks dropped', () => {
    expect(formatAddress(base)).toEqual(['Flat 2', 'Chertsey House', '9 Chertsey Street', 'Guildford']);
    expect(formatAddress({ ...base, streetName2: 'Wing B' })).toEqual([
      'Flat 2',
      'Chertsey House',
      'Wing B',
      'Guildford',
    ]);
    expect(formatAddress({ ...base, streetName2: '  ' })).toEqual([
      'Flat 2',
      'Chertsey House',
      '9 Chertsey Street',
      'Guildford',
    ]);
  });

  it('puts the state and postcode on one line, then the country', () => {
    const lines = formatAddress({
      block: 'Unit 2',
      streetName: '5 High St',
      streetName2: null,
      street: 'Old Town',
      suburb: 'Bath',
      state: 'Somerset',
      postcode: 'BA1 1AA',
      country: null,
    });
    expect(lines).toEqual(['Unit 2', '5 High St', 'Old Town', 'Bath', 'Somerset BA1 1AA']);
    expect(formatAddress({ ...base, state: null, postcode: ' GU1 4AA ', country: 'United Kingdom' })).toEqual([
      'Flat 2',
      'Chertsey House',
      '9 Chertsey Street',
      'Guildford',
      'GU1 4AA',
      'United Kingdom',
    ]);
  });

  it('gives no lines for no address', () => {
    expect(formatAddress(null)).toEqual([]);
  });
});
