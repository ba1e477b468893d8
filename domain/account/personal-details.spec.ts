import { contactKind, phoneHref } from './personal-details';

describe('personal details', () => {
  it('reads the contact types of spec 3 §3', () => {
    expect(['p1', 'p2', 'p3', 'm1', 'm2', 'P3', 'x9'].map(contactKind)).toEqual([
      'home',
      'work',
      'mobile',
      'email',
      'email',
      'mobile',
      null,
    ]);
  });

  it('makes a tel: link without spaces or hyphens', () => {
    expect(phoneHref('+44 1483-555012')).toBe('tel:+441483555012');
    expect(phoneHref('1300 655 506')).toBe('tel:1300655506');
  });
});
