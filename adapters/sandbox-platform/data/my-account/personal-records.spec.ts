import { first } from '../../../../domain/shared/present';
import { generateFirm } from '../generate-firm';
import { placeFor } from './address-places';
import { personaPersonalRecord } from './persona-personal';
import { generatePersonalRecord } from './personal-records';
import { mulberry32 } from '../prng';

describe('generated addresses agree with the client and their postcode', () => {
  const firm = generateFirm(42, 1);
  const lena = firm.clients.find((c) => c.firstName === 'Lena')!;

  it("gives lena, who is Australian, an Australian home in her postcode's state, the postcode of her client record", () => {
    expect(lena.preferredPostcode).toBe('3141');
    const home = personaPersonalRecord(42, lena, 'lena').addresses.find((a) => a.addressType === 1)!;
    expect(home).toMatchObject({
      suburb: 'South Yarra',
      state: 'VIC',
      postcode: lena.preferredPostcode,
      country: 'Australia',
    });
  });

  it('places every generated UK client in the town of their postcode area', () => {
    const clients = firm.clients.filter((c) => c.preferredPostcode).slice(0, 200);
    expect(clients.length).toBeGreaterThan(20);
    let checked = 0;
    for (const c of clients) {
      const home = first(generatePersonalRecord(42, c).addresses);
      expect(home.postcode).toBe(c.preferredPostcode);
      expect(home.country).toBe('United Kingdom');
      const pc = c.preferredPostcode!;
      if (/^(BN|M\d|EH|GU|LS)/.test(pc)) checked++;
      if (pc.startsWith('BN')) expect([home.suburb, home.state]).toEqual(['Brighton', 'East Sussex']);
      if (/^M\d/.test(pc)) expect(home.suburb).toBe('Manchester');
      if (pc.startsWith('EH')) expect(home.state).toBe('Midlothian');
      if (pc.startsWith('GU')) expect(home.suburb).toBe('Guildford');
      if (pc.startsWith('LS')) expect(home.suburb).toBe('Leeds');
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('draws a place, postcode included, when the client has none; an Australian postcode chooses its state', () => {
    expect(placeFor(mulberry32(1), 'Australia', null).country).toBe('Australia');
    expect(placeFor(mulberry32(1), 'United Kingdom', null).postcode).toMatch(/^[A-Z]{1,2}\d/);
    expect(placeFor(mulberry32(1), 'Australia', '2000')).toMatchObject({ state: 'NSW', postcode: '2000' });
    expect(placeFor(mulberry32(1), 'United Kingdom', 'BN1 4GH')).toEqual({
      suburb: 'Brighton',
      state: 'East Sussex',
      postcode: 'BN1 4GH',
      country: 'United Kingdom',
    });
  });
});
