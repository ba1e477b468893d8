import { maySign, ownSignatory, signatoryDisplayName, signatoryState } from './signatory';

describe('signatory name display (spec 3 §3)', () => {
  it("turns 'Surname, First' into 'First Surname'", () => {
    expect(signatoryDisplayName('Hartley, Amelia')).toBe('Amelia Hartley');
    expect(signatoryDisplayName('  Okafor ,  Ben ')).toBe('Ben Okafor');
  });

  it('keeps a name with no comma, and splits at the first comma only', () => {
    expect(signatoryDisplayName('Harbour Trust')).toBe('Harbour Trust');
    expect(signatoryDisplayName('Smith-Jones, Mary, Jr')).toBe('Mary, Jr Smith-Jones');
    expect(signatoryDisplayName('Hartley,')).toBe('Hartley');
    expect(signatoryDisplayName(null)).toBe('');
  });
});

describe('who may sign (spec 3 §4)', () => {
  const awaiting = { entityId: 10, canSign: false, state: null };
  it('null signing_method counts as awaiting', () => {
    expect(signatoryState(null)).toBe('awaiting');
    expect(signatoryState('signed')).toBe('signed');
  });

  it('may sign an item awaiting signature', () => {
    expect(maySign(4, awaiting)).toBe(true);
  });

  it('may sign a part-signed item only with can_sign on the own record', () => {
    expect(maySign(0, { ...awaiting, canSign: true })).toBe(true);
    expect(maySign(0, awaiting)).toBe(false);
  });

  it('may not sign signed, declined or pending items, nor without an own awaiting record', () => {
    expect(maySign(1, { ...awaiting, canSign: true })).toBe(false);
    expect(maySign(2, { ...awaiting, canSign: true })).toBe(false);
    expect(maySign(3, { ...awaiting, canSign: true })).toBe(false);
    expect(maySign(4, null)).toBe(false);
    expect(maySign(4, { ...awaiting, state: 'signed' })).toBe(false);
    expect(maySign(0, { entityId: 10, canSign: true, state: 'declined' })).toBe(false);
  });

  it('finds the own record by entity id', () => {
    const list = [{ entityId: 1 }, { entityId: 2 }];
    expect(ownSignatory(list, 2)).toBe(list[1]);
    expect(ownSignatory(list, 3)).toBeNull();
    expect(ownSignatory(list, null)).toBeNull();
  });
});
