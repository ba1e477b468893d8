import { entityRows, entityValues, entityWrite } from './entity-fields';

describe('entity reads and writes on the wire', () => {
  it('reads values nested under fields (the public user-v2 and 2023 client-v3 examples) as one flat record', () => {
    const nested = {
      fields: { first_name: 'Kieran', last_name: 'Grant', client_adviser: 30590 },
      id: 30597,
      entity_name: 'Grant, Kieran',
    };
    expect(entityValues(nested)).toEqual({
      id: 30597,
      entity_name: 'Grant, Kieran',
      first_name: 'Kieran',
      last_name: 'Grant',
      client_adviser: 30590,
    });
  });

  it('reads a flat record (the 2018 client-v3 example) as it is', () => {
    const flat = {
      client_adviser: 30590,
      first_name: 'Test',
      last_name: 'KTestclient',
      id: 30597,
      entity_name: 'KTestclient, Test',
    };
    expect(entityValues(flat)).toEqual(flat);
  });

  it('prefers the nested value where both carry one, and keeps a `fields` that is not an object', () => {
    expect(entityValues({ entity_name: 'Old', fields: { entity_name: 'New' } })).toEqual({ entity_name: 'New' });
    expect(entityValues({ fields: ['a'], id: 1 })).toEqual({ fields: ['a'], id: 1 });
  });

  it('reads anything else as nothing', () => {
    expect(entityValues(null)).toEqual({});
    expect(entityValues('text')).toEqual({});
    expect(entityValues([1])).toEqual({});
    expect(entityRows({ not: 'a list' })).toEqual([]);
    expect(entityRows([{ fields: { a: 1 }, id: 2 }, { a: 3 }])).toEqual([{ id: 2, a: 1 }, { a: 3 }]);
  });

  it('wraps a write in fields', () => {
    expect(entityWrite({ external_id: 'abc123' })).toEqual({ fields: { external_id: 'abc123' } });
  });
});
