import { contactKind, formatAddressLines, phoneHref } from './personal-details';

describe('personal details', () => {
  it('reads the contact types of spec 3 §3', () => {
    expect(['p1', 'p2', 'p3', 'm1', 'm2', 'P3', 'x9'].map(contactKind)).toEqual(['home', 'work', 'mobile', 'email', 'email', 'mobile', null]);
  });

  it('makes a tel: link without spaces or hyphens', () => {
    expect(phoneHref('+44 1483-555012')).toBe('tel:+441483555012');
    expect(phoneHref('1300 655 506')).toBe('tel:1300655506');
  });

  it('lays an address out line by line, street_name_2 before street, blanks dropped', () => {
    const base = { block: 'Flat 2', streetName: 'Chertsey House', streetName2: null, street: '9 Chertsey Street', suburb: 'Guildford', state: ' ', };
    expect(formatAddressLines(base)).toEqual(['Flat 2', 'Chertsey House', '9 Chertsey Street', 'Guildford']);
    expect(formatAddressLines({ ...base, streetName2: 'Wing B' })).toEqual(['Flat 2', 'Chertsey House', 'Wing B', 'Guildford']);
  });
});
