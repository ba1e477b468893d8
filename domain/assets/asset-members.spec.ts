import { orderAssetMembers, type MemberRelationship } from './asset-members';

const m = (name: string, relationship: MemberRelationship, loginAccessible = true) => ({
  name,
  relationship,
  loginAccessible,
});

describe('asset member order (spec 2 §5)', () => {
  const members = [
    m('Child', 'other'),
    m('Ben', 'partner'),
    m('Gran', 'other', false),
    m('Amelia', 'self'),
    m('Sister', 'other'),
  ];

  it('puts self first, the partner second and others after, in the platform order', () => {
    expect(orderAssetMembers(members, { viewPartner: true }).map((x) => x.name)).toEqual([
      'Amelia',
      'Ben',
      'Child',
      'Sister',
    ]);
  });

  it('shows the partner only with view_partner', () => {
    expect(orderAssetMembers(members, { viewPartner: false }).map((x) => x.name)).toEqual([
      'Amelia',
      'Child',
      'Sister',
    ]);
  });

  it('shows the partner only when login accessible, and never a member who is not', () => {
    const hidden = [m('Ben', 'partner', false), m('Amelia', 'self'), m('Gran', 'other', false)];
    expect(orderAssetMembers(hidden, { viewPartner: true }).map((x) => x.name)).toEqual(['Amelia']);
  });
});
