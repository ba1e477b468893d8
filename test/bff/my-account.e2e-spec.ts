import type {
  BiometricDto,
  PersonalDetailsDto,
  PreferencesDto,
  SecurityQuestionSettingsDto,
} from '../../bff/my-account/my-account.dto';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { expectOtherAdviserRefused } from '../support/refusals';

type Portal = Awaited<ReturnType<typeof startPortal>>;
const AMELIA = 10001;
const BASE = '/api/my-account';
const DETAILS = `${BASE}/personal-details`;
const PREFS = `${BASE}/preferences`;
const QUESTIONS = `${BASE}/security-questions`;
const BIOMETRIC = `${BASE}/biometric`;
const GOOD = {
  question1: 'What was the name of your first school?',
  answer1: 'first-answer',
  question2: 'Other',
  customQuestion2: 'Name of my first teacher?',
  answer2: 'second-answer',
};

describe('My Account: personal details, preferences, security questions, biometric permission', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  const as = (username: string, tab: 'client' | 'adviser' = 'client') => signedIn(portal.server, username, tab);

  it('gives amelia her details with every phone normalised and a tel: link, and both addresses, with no platform path', async () => {
    const res = await (await as('amelia')).get(DETAILS).expect(200);
    const body = res.body as PersonalDetailsDto;
    expect(body.aboutYou).toMatchObject({
      title: 'Mrs',
      firstName: 'Amelia',
      middleName: 'Rose',
      lastName: 'Hartley',
      dob: '1968-04-12',
      maritalStatus: null,
      ukDomiciled: true,
      dependents: 1,
    });
    expect(body.aboutYou.dependentList).toEqual([{ name: 'Oliver Hartley', dob: '2012-03-09', relationship: 'Son' }]);
    expect(body.contacts).toEqual([
      { kind: 'home', value: '+441483555012', href: 'tel:+441483555012', preferred: false },
      { kind: 'work', value: '+442079460958', href: 'tel:+442079460958', preferred: false },
      { kind: 'mobile', value: '07700900123', href: 'tel:07700900123', preferred: true },
      { kind: 'email', value: 'amelia@example.com', href: 'mailto:amelia@example.com', preferred: true },
      {
        kind: 'email',
        value: 'amelia.hartley@work.example.com',
        href: 'mailto:amelia.hartley@work.example.com',
        preferred: false,
      },
    ]);
    expect(body.residentialAddress).toEqual({
      lines: ['14 Quarry Street', 'Guildford', 'Surrey'],
      postcode: 'GU1 3AJ',
      country: 'United Kingdom',
    });
    expect(body.postalAddress?.lines).toEqual(['Flat 2', 'Chertsey House', '9 Chertsey Street', 'Guildford', 'Surrey']);
    expect(res.text).not.toMatch(/entity\/client|client-v3|XPLANID/);
  });

  it("leaves lena's Australian 1300 number as it is", async () => {
    const body = (await (await as('lena')).get(DETAILS).expect(200)).body as PersonalDetailsDto;
    expect(body.contacts.find((c) => c.kind === 'home')).toEqual({
      kind: 'home',
      value: '1300 655 506',
      href: 'tel:1300655506',
      preferred: false,
    });
    expect(body.contacts.find((c) => c.kind === 'mobile')?.value).toBe('+61412345678');
  });

  it('gives lena, who is Australian, an Australian home: suburb, state and her postcode', async () => {
    const body = (await (await as('lena')).get(DETAILS).expect(200)).body as PersonalDetailsDto;
    expect(body.residentialAddress).toEqual({
      lines: [expect.any(String), 'South Yarra', 'VIC'],
      postcode: '3141',
      country: 'Australia',
    });
    expect(JSON.stringify(body)).not.toMatch(/BN1|Manchester|United Kingdom/);
  });

  it('lets the adviser with amelia in context read her details and preferences, read-only, and nothing else', async () => {
    const adviser = await as('adviser', 'adviser');
    await adviser.get(DETAILS).expect(403);
    await adviser.get(PREFS).expect(403);
    await chooseClient(adviser, AMELIA);
    expect(((await adviser.get(DETAILS).expect(200)).body as PersonalDetailsDto).aboutYou.firstName).toBe('Amelia');
    expect((await adviser.get(PREFS).expect(200)).body).toEqual({
      email: true,
      mail: false,
      sms: true,
      readOnly: true,
    });
    expect((await adviser.send('put', PREFS, { email: false, mail: false, sms: false })).status).toBe(403);
    await adviser.get(QUESTIONS).expect(403);
    expect((await adviser.send('put', QUESTIONS, GOOD)).status).toBe(403);
    await adviser.get(BIOMETRIC).expect(403);
    expect((await adviser.send('put', BIOMETRIC, { allowed: true })).status).toBe(403);
  });

  it('refuses adviser2 amelia and so her details and preferences', async () => {
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(DETAILS));
    await expectOtherAdviserRefused(portal.server, AMELIA, (b) => b.get(PREFS));
  });

  it('refuses everything signed out, and every change without the anti-forgery token', async () => {
    const nobody = new Browser(portal.server);
    for (const path of [DETAILS, PREFS, QUESTIONS, BIOMETRIC]) await nobody.get(path).expect(401);
    for (const path of [PREFS, QUESTIONS, BIOMETRIC]) expect((await nobody.send('put', path, {})).status).toBe(401);
    const amelia = await as('amelia');
    for (const [path, body] of [
      [PREFS, { email: false, mail: false, sms: false }],
      [QUESTIONS, GOOD],
      [BIOMETRIC, { allowed: true }],
    ] as const) {
      const res = await amelia.agent.put(path).send(body);
      expect([res.status, res.body.code]).toEqual([403, 'csrf']);
    }
    expect((await amelia.get(PREFS).expect(200)).body).toMatchObject({ email: true, mail: false, sms: true });
  });

  it("shows each client only their own data: ben reads his, never amelia's", async () => {
    const ben = await as('ben');
    const details = (await ben.get(DETAILS).expect(200)).body as PersonalDetailsDto;
    expect(details.aboutYou.firstName).toBe('Ben');
    expect(JSON.stringify(details)).not.toContain('amelia');
  });

  it('saves preferences for the client, reads them back, and refuses a value that is not true or false', async () => {
    const carla = await as('carla');
    const before = (await carla.get(PREFS).expect(200)).body as PreferencesDto;
    const flipped = { email: !before.email, mail: !before.mail, sms: before.sms };
    expect((await carla.send('put', PREFS, flipped)).body).toEqual({ ...flipped, readOnly: false });
    expect((await carla.get(PREFS).expect(200)).body).toEqual({ ...flipped, readOnly: false });
    expect((await carla.send('put', PREFS, { email: '1', mail: false, sms: false })).status).toBe(400);
  });

  it('gives the question options (blank ones dropped) and the minimum answer length of the default platform version', async () => {
    const body = (await (await as('amelia')).get(QUESTIONS).expect(200)).body as SecurityQuestionSettingsDto;
    expect(body.minAnswerLength).toBe(8);
    expect(body.options).toContain('What was the name of your first school?');
    expect(body.options.every((o) => o.trim() !== '')).toBe(true);
    expect(body.options).not.toContain('Other');
  });

  it('checks every rule on the server: a short answer, the same question twice, a question not offered', async () => {
    const dmitri = await as('dmitri');
    const short = await dmitri.send('put', QUESTIONS, { ...GOOD, answer1: 'short' });
    expect(short.body).toEqual({ saved: false, errors: { answer1: 'Answer needs to be at least 8 characters' } });
    const same = await dmitri.send('put', QUESTIONS, { ...GOOD, question2: GOOD.question1 });
    expect(same.body.errors).toEqual({ question2: 'Please select two different security questions.' });
    const unknown = await dmitri.send('put', QUESTIONS, { ...GOOD, question1: 'What is your PIN?' });
    expect(unknown.body.errors).toEqual({ question1: 'Please enter a security question.' });
    const missing = await dmitri.send('put', QUESTIONS, { question1: GOOD.question1 });
    expect(missing.status).toBe(400);
  });

  it('sets the questions, which password reset then asks', async () => {
    const erin = await as('erin');
    expect((await erin.send('put', QUESTIONS, GOOD)).body).toEqual({
      saved: true,
      message: 'Your security questions have been set',
    });
    const user = portal.sandbox!.state.index.userByLooseName('erin')!;
    expect(portal.sandbox!.state.users.securityQuestions(user)).toEqual([
      { question: GOOD.question1, answer: 'first-answer' },
      { question: 'Name of my first teacher?', answer: 'second-answer' },
    ]);
  });

  it('stores the biometric choice: none at first, then what the client chose', async () => {
    const lena = await as('lena');
    expect((await lena.get(BIOMETRIC).expect(200)).body as BiometricDto).toEqual({ stored: null });
    lena.agent.set('X-Client-Wrapper', 'mobile');
    expect((await lena.send('put', BIOMETRIC, { allowed: true })).body).toEqual({ stored: '1' });
    expect((await lena.send('put', BIOMETRIC, { allowed: false })).body).toEqual({ stored: '0' });
    expect((await lena.get(BIOMETRIC).expect(200)).body).toEqual({ stored: '0' });
    expect((await lena.send('put', BIOMETRIC, { allowed: 'yes' })).status).toBe(400);
  });

  it('refuses a biometric choice from outside the mobile wrapper (no wrapper header, no ClientOnlineApp agent)', async () => {
    const amelia = await as('amelia');
    const before = (await amelia.get(BIOMETRIC).expect(200)).body;
    const res = await amelia.send('put', BIOMETRIC, { allowed: true });
    expect([res.status, res.body.message]).toEqual([403, 'Biometric login can be set only in the mobile app.']);
    expect((await amelia.get(BIOMETRIC).expect(200)).body).toEqual(before);
    amelia.agent.set('User-Agent', 'Mozilla/5.0 (iPhone) ClientOnlineApp/3.1');
    expect((await amelia.send('put', BIOMETRIC, { allowed: false })).body).toEqual({ stored: '0' });
  });
});

describe('My Account: minimum answer length on an older platform', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ sandboxPlatformVersion: '22.8.233' });
  });
  afterAll(() => portal.close());

  it('asks no minimum on 22.8.233, and saves a short answer', async () => {
    const amelia = await signedIn(portal.server, 'amelia');
    expect(((await amelia.get(QUESTIONS).expect(200)).body as SecurityQuestionSettingsDto).minAnswerLength).toBe(0);
    expect((await amelia.send('put', QUESTIONS, { ...GOOD, answer1: 'short' })).body).toEqual({
      saved: true,
      message: 'Your security questions have been set',
    });
  });
});
