import { first } from '../../../domain/shared/present';
import { CLIENT_USERNAME_SUFFIX, DEMO_PASSWORD, DEMO_SEED, IDS } from './demo-constants';
import { generateFirm } from './generate-firm';
import { PERSONAS } from './personas';

describe('generateFirm', () => {
  const firm = generateFirm(DEMO_SEED, 1);
  const clientsOf = (entityId: number) => firm.clients.filter((c) => c.adviserEntityId === entityId);
  const user = (username: string) => firm.users.find((u) => u.username === username)!;
  const client = (entityId: number) => firm.clients.find((c) => c.entityId === entityId)!;

  it('is a pure function of seed and scale', () => {
    expect(generateFirm(DEMO_SEED, 1)).toEqual(firm);
    expect(generateFirm(DEMO_SEED + 1, 1).clients).not.toEqual(firm.clients);
  });

  it('keeps every client of scale 1 unchanged at scale 100', () => {
    const big = generateFirm(DEMO_SEED, 100);
    const bigById = new Map(big.clients.map((c) => [c.entityId, c]));
    for (const c of firm.clients) expect(bigById.get(c.entityId)).toEqual(c);
  });

  it('gives adviser at least 60 clients including every persona, several without a user, varied access levels', () => {
    const book = clientsOf(IDS.adviserEntity);
    expect(book.length).toBeGreaterThanOrEqual(60);
    for (const p of PERSONAS)
      expect(book.some((c) => c.userId === user(`${p.username}${CLIENT_USERNAME_SUFFIX}`).userId)).toBe(true);
    expect(book.filter((c) => c.userId === null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(book.map((c) => c.clientAccessLevel))).toEqual(new Set([0, 1, 2, 3, null]));
  });

  it('gives adviser2 a disjoint book of at least 5 clients with no persona', () => {
    const book2 = clientsOf(IDS.adviser2Entity);
    expect(book2.length).toBeGreaterThanOrEqual(5);
    const personaEntities = new Set(
      firm.users.filter((u) => u.role === 'ClientUser' && u.userId < 1000).map((u) => u.entityId),
    );
    expect(book2.some((c) => personaEntities.has(c.entityId))).toBe(false);
  });

  it('builds every persona exactly as PERSONAS.md has it', () => {
    PERSONAS.forEach((p, i) => {
      const u = user(`${p.username}@client`);
      expect(u).toMatchObject({
        userId: IDS.firstPersonaUser + i,
        entityId: IDS.firstPersonaEntity + i,
        role: 'ClientUser',
        password: DEMO_PASSWORD,
      });
      const c = client(u.entityId);
      expect(c.firstName).toBe(first(p.username).toUpperCase() + p.username.slice(1));
      expect(c.preferredEmail).toBe(`${p.username}@example.com`);
      expect(c.userId).toBe(u.userId);
    });
    expect(user('adviser')).toMatchObject({ role: 'User', entityId: IDS.adviserEntity, password: DEMO_PASSWORD });
    expect(user('adviser2')).toMatchObject({ role: 'User', entityId: IDS.adviser2Entity });
  });

  it('links amelia and ben as partners in one group with a child who cannot sign in', () => {
    const amelia = client(user('amelia@client').entityId);
    const ben = client(user('ben@client').entityId);
    expect(amelia.partnerEntityId).toBe(ben.entityId);
    expect(ben.partnerEntityId).toBe(amelia.entityId);
    expect(user('amelia@client').capabilities).toContain('view_partner');
    const group = firm.clientGroups.find((g) => g.members.some((m) => m.entityId === amelia.entityId))!;
    expect(group.members).toEqual([
      { entityId: amelia.entityId, loginAccessible: true },
      { entityId: ben.entityId, loginAccessible: true },
      { entityId: 10014, loginAccessible: false },
    ]);
    expect(client(10014)).toMatchObject({ firstName: 'Oliver', userId: null, adviserEntityId: IDS.adviserEntity });
  });

  it('sets security questions for amelia only among the personas', () => {
    expect(user('amelia@client').securityQuestions.map((q) => q.answer)).toEqual(['first-answer', 'second-answer']);
    expect(user('ben@client').securityQuestions).toEqual([]);
  });

  it('has unique ids and usernames', () => {
    expect(new Set(firm.clients.map((c) => c.entityId)).size).toBe(firm.clients.length);
    expect(new Set(firm.users.map((u) => u.userId)).size).toBe(firm.users.length);
    expect(new Set(firm.users.map((u) => u.username)).size).toBe(firm.users.length);
  });

  // How fast it is is measured by `npm run bench` (the sandbox at scale 100), not timed here.
  it('generates at least 6,000 clients for adviser at scale 100', () => {
    const big = generateFirm(DEMO_SEED, 100);
    expect(big.clients.filter((c) => c.adviserEntityId === IDS.adviserEntity).length).toBeGreaterThanOrEqual(6000);
    expect(big.clients.filter((c) => c.adviserEntityId === IDS.adviser2Entity)).toEqual(clientsOf(IDS.adviser2Entity));
  });
});
