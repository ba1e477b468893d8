import { clientDisplayName } from './client-display-name';

const amelia = {
  entity_type: 'Individual',
  entity_name: 'Amelia Hart',
  first_name: 'Amelia',
  last_name: 'Hart',
  preferred_name: 'Millie',
  salutation: 'Dear Amelia',
  address_title: 'Mrs',
};

describe('clientDisplayName', () => {
  it('joins first and last name by default', () => {
    expect(clientDisplayName(amelia)).toBe('Amelia Hart');
  });

  it('follows the format with any of the five fields', () => {
    expect(clientDisplayName(amelia, 'address_title first_name last_name')).toBe('Mrs Amelia Hart');
    expect(clientDisplayName(amelia, 'preferred_name last_name')).toBe('Millie Hart');
    expect(clientDisplayName(amelia, 'salutation')).toBe('Dear Amelia');
  });

  it('skips empty fields', () => {
    expect(clientDisplayName({ ...amelia, address_title: null }, 'address_title first_name last_name')).toBe(
      'Amelia Hart',
    );
  });

  it('uses the first name when nothing in the format matches', () => {
    expect(clientDisplayName(amelia, 'full name')).toBe('Amelia');
    expect(clientDisplayName(amelia, '')).toBe('Amelia');
  });

  it('shows entity_name for other entity types', () => {
    expect(clientDisplayName({ entity_type: 'Trust', entity_name: 'Hart Family Trust', first_name: 'X' })).toBe(
      'Hart Family Trust',
    );
  });

  it('treats a missing entity type as an individual, falling back to entity_name', () => {
    expect(clientDisplayName({ first_name: 'Ben', last_name: 'Hart' })).toBe('Ben Hart');
    expect(clientDisplayName({ entity_name: 'Someone' })).toBe('Someone');
  });
});
