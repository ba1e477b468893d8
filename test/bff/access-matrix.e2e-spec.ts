import request from 'supertest';
import { Browser, chooseClient, signedIn, startPortal } from '../support/portal-harness';
import { itemAt } from '../../domain/shared/present';

/**
 * Who may call what: every operation the OpenAPI document lists, for every kind of user, in one table
 * (issue 21). Each row is one request, made with amelia's ids, and the outcome each persona must get:
 *
 *   OK  any 2xx (allowed)
 *   400 allowed: the access checks passed and the body (deliberately) did not, so nothing changes
 *   401 signed out; 403 refused; 404 not found among what the user may see (someone else's id);
 *   409 a sign-in step or signing action that is not expected now (allowed, but not at this point)
 *
 * Every refusal (403, 404) must be the portal's own: an answer that carries the platform's words
 * (apiMessage) shows as a mismatch, since a refusal left to the platform is a finding.
 *
 * A documented operation with no row, or a row with no documented operation, fails the last test: a new
 * endpoint needs its row here.
 */

const AMELIA = 10001;
const AMELIA_ISA = 10001101;
/** A message to amelia with two attachments (the first below), and one she sent (client-initiated). */
const AMELIA_MESSAGE = 100010002;
const AMELIA_ATTACHMENT = 10001000201;
const AMELIA_SENT = 100010006;
/** Awaiting her signature; and one she has signed (every action on it is refused as not awaiting her). */
const AMELIA_SIGNATURE = 7001;
const AMELIA_SIGNED = 7003;
/** Her adviser (adviser's entity). */
const AMELIA_ADVISER = 1001;
const TEMPLATE = { member: 506, adviserMembers: 602 } as const;

const PERSONAS = [
  'signedOut',
  'amelia',
  'carla',
  'dmitri',
  'ben',
  'lena',
  'adviser',
  'adviserAmelia',
  'adviser2',
] as const;
type Persona = (typeof PERSONAS)[number];

const OK = 'OK';
type Outcome = typeof OK | 400 | 401 | 403 | 404 | 409;

interface FormFile {
  name: string;
  filename: string;
  content: string;
}

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: object;
  /** A multipart/form-data request (messages send, reply and retry): its fields and small files. */
  form?: { fields: Record<string, string>; files?: FormFile[] };
}

interface Row {
  call: Call;
  /** Outcomes in the order of PERSONAS. */
  outcomes: Outcome[];
  /** Another request for some personas (an adviser's template, say), still aimed at amelia. */
  calls?: Partial<Record<Persona, Call>>;
  /** The request changes the session (signs out, changes the client in context): each persona makes it in a new session. */
  fresh?: boolean;
}

const get = (path: string): Call => ({ method: 'get', path });
const post = (path: string, body: object = {}): Call => ({ method: 'post', path, body });
const put = (path: string, body: object = {}): Call => ({ method: 'put', path, body });
const del = (path: string): Call => ({ method: 'delete', path });
const multipart = (path: string, fields: Record<string, string>, files: FormFile[] = []): Call => ({
  method: 'post',
  path,
  form: { fields, files },
});

const row = (call: Call, outcomes: Outcome[], extra: Omit<Row, 'call' | 'outcomes'> = {}): Row => ({
  call,
  outcomes,
  ...extra,
});

/** Public: the same for everyone. */
const EVERYONE = (o: Outcome): Outcome[] => PERSONAS.map(() => o);
const ALL_OK = EVERYONE(OK);
const SIGNED_IN_OK: Outcome[] = [401, OK, OK, OK, OK, OK, OK, OK, OK];
/** A client's own data: any client; an adviser with a client in context. */
const CLIENT_DATA: Outcome[] = [401, OK, OK, OK, OK, OK, 403, OK, OK];
/** Assets or Portfolio level (home, balance sheet, valuation): not dmitri (Messages). */
const ASSETS_LEVEL: Outcome[] = [401, OK, OK, 403, OK, OK, 403, OK, OK];
/** Client role only (the client's own account pages), reached with a refused body. */
const CLIENT_ONLY_BODY: Outcome[] = [401, 400, 400, 400, 400, 400, 403, 403, 403];
const CLIENT_ONLY_READ: Outcome[] = [401, OK, OK, OK, OK, OK, 403, 403, 403];
/** amelia's item: hers, and the adviser's with her in context; not found for anyone else. */
const AMELIAS: Outcome[] = [401, OK, 404, 404, 404, 404, 403, OK, 404];
/** amelia's item, for the client role only. */
const AMELIAS_CLIENT_ONLY = (allowed: Outcome): Outcome[] => [401, allowed, 404, 404, 404, 404, 403, 403, 403];
const ADVISERS_ONLY: Outcome[] = [401, 403, 403, 403, 403, 403, OK, OK, OK];

//                                                                                       signedOut amelia carla dmitri ben  lena adviser adviserAmelia adviser2
const MATRIX: Record<string, Row> = {
  // Site and health: public.
  'GET /api/health': row(get('/api/health'), ALL_OK),
  'GET /api/health/live': row(get('/api/health/live'), ALL_OK),
  'GET /api/health/ready': row(get('/api/health/ready'), ALL_OK),
  'GET /api/site-config': row(get('/api/site-config'), ALL_OK),
  'GET /api/feature-toggles': row(get('/api/feature-toggles'), ALL_OK),

  // Sign-in: public; a step not under way is 409 for everyone, a refused body 400.
  'GET /api/auth/csrf': row(get('/api/auth/csrf'), ALL_OK),
  'GET /api/auth/login': row(get('/api/auth/login'), ALL_OK),
  'POST /api/auth/login': row(post('/api/auth/login', {}), EVERYONE(400)),
  'POST /api/auth/login/memorable-characters': row(
    post('/api/auth/login/memorable-characters', { characters: ['w', 'e', 'a'] }),
    EVERYONE(409),
  ),
  'POST /api/auth/login/mfa-code': row(post('/api/auth/login/mfa-code', { code: '123456' }), EVERYONE(409)),
  'POST /api/auth/login/new-code': row(post('/api/auth/login/new-code'), EVERYONE(409)),
  'POST /api/auth/login/enrolment-method': row(
    post('/api/auth/login/enrolment-method', { method: 'sms' }),
    EVERYONE(409),
  ),
  'POST /api/auth/login/enrolment-code': row(post('/api/auth/login/enrolment-code', { code: '123456' }), EVERYONE(409)),
  'POST /api/auth/login/change-password': row(
    post('/api/auth/login/change-password', { newPassword: 'Another-Passw0rd' }),
    EVERYONE(409),
  ),
  'POST /api/auth/login/site-terms': row(post('/api/auth/login/site-terms', { accepted: true }), EVERYONE(409)),
  'GET /api/auth/login/security-questions': row(get('/api/auth/login/security-questions'), EVERYONE(409)),
  'POST /api/auth/login/security-questions': row(
    post('/api/auth/login/security-questions', {
      questions: [
        { question: 'First pet?', answer: 'first-answer' },
        { question: 'First school?', answer: 'second-answer' },
      ],
    }),
    EVERYONE(409),
  ),
  'POST /api/auth/login/cancel': row(post('/api/auth/login/cancel'), ALL_OK, { fresh: true }),
  'POST /api/auth/logout': row(post('/api/auth/logout'), ALL_OK, { fresh: true }),
  'POST /api/auth/forgot-password': row(post('/api/auth/forgot-password', {}), EVERYONE(400)),
  'POST /api/auth/forgot-password/verify': row(post('/api/auth/forgot-password/verify', {}), EVERYONE(400)),
  'POST /api/auth/forgot-password/reset': row(post('/api/auth/forgot-password/reset', {}), EVERYONE(400)),
  'POST /api/auth/forgot-username': row(post('/api/auth/forgot-username', {}), EVERYONE(400)),

  // Session.
  'GET /api/session': row(get('/api/session'), SIGNED_IN_OK),
  'POST /api/session/heartbeat': row(post('/api/session/heartbeat'), SIGNED_IN_OK),

  // Advisers: the client list, and amelia in context (adviser2 may not: not its client).
  'GET /api/advisers/clients': row(get('/api/advisers/clients'), ADVISERS_ONLY),
  'GET /api/advisers/portal-views': row(get('/api/advisers/portal-views'), ADVISERS_ONLY),
  'POST /api/advisers/client-in-context': row(
    post('/api/advisers/client-in-context', { clientId: AMELIA }),
    [401, 403, 403, 403, 403, 403, OK, OK, 403],
    { fresh: true },
  ),
  'DELETE /api/advisers/client-in-context': row(del('/api/advisers/client-in-context'), ADVISERS_ONLY, { fresh: true }),

  // Clients: amelia's record only for amelia and for an adviser with her in context.
  'GET /api/clients/{clientId}': row(get(`/api/clients/${AMELIA}`), [401, OK, 403, 403, 403, 403, 403, OK, 403]),
  'GET /api/capabilities': row(get('/api/capabilities'), CLIENT_DATA),
  'GET /api/notifications/config': row(get('/api/notifications/config'), CLIENT_DATA),
  'POST /api/notifications/speak-to-adviser': row(post('/api/notifications/speak-to-adviser', {}), CLIENT_ONLY_BODY),
  'POST /api/notifications/robo': row(post('/api/notifications/robo', {}), CLIENT_ONLY_BODY),

  // Account (client only).
  'PUT /api/account/password': row(put('/api/account/password', {}), CLIENT_ONLY_BODY),
  'GET /api/account/verification': row(get('/api/account/verification'), CLIENT_ONLY_READ),
  'PUT /api/account/verification/method': row(put('/api/account/verification/method', {}), CLIENT_ONLY_BODY),
  'POST /api/account/verification/code': row(post('/api/account/verification/code', {}), CLIENT_ONLY_BODY),

  // Analysis (Portfolio level) on amelia's ISA: not found for a client who cannot see it.
  'GET /api/analysis/performance': row(get(`/api/analysis/performance?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/explain': row(get(`/api/analysis/explain?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/transactions': row(get(`/api/analysis/transactions?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/investments': row(get(`/api/analysis/investments?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/transactions/csv': row(get(`/api/analysis/transactions/csv?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/investments/csv': row(get(`/api/analysis/investments/csv?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/allocation': row(get(`/api/analysis/allocation?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/accounts': row(get(`/api/analysis/accounts?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/analysis/payment-information': row(get(`/api/analysis/payment-information?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  // Needs modelling_by_target_sets, which only amelia holds: refused before the account is looked at.
  'GET /api/analysis/investment-instructions': row(get(`/api/analysis/investment-instructions?account=${AMELIA_ISA}`), [
    401,
    OK,
    403,
    403,
    403,
    403,
    403,
    OK,
    403,
  ]),
  'GET /api/analysis/fx-rates': row(get('/api/analysis/fx-rates?currencies=USD'), [
    401,
    OK,
    403,
    403,
    OK,
    OK,
    403,
    OK,
    OK,
  ]),
  'GET /api/dashboard/summary': row(get('/api/dashboard/summary'), ASSETS_LEVEL),

  // Assets (Assets or Portfolio level); amelia as the balance sheet's member.
  'GET /api/assets/balance-sheet': row(get(`/api/assets/balance-sheet?memberId=${AMELIA}`), [
    401,
    OK,
    404,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/assets/balance-sheet/csv': row(get(`/api/assets/balance-sheet/csv?memberId=${AMELIA}`), [
    401,
    OK,
    404,
    403,
    404,
    404,
    403,
    OK,
    404,
  ]),
  'GET /api/assets/summary': row(get('/api/assets/summary'), ASSETS_LEVEL),
  'GET /api/assets/net-worth': row(get('/api/assets/net-worth'), ASSETS_LEVEL),
  'GET /api/assets/load': row(get('/api/assets/load'), ASSETS_LEVEL),

  // Messages and documents: every level; amelia's message is not found for anyone else.
  'GET /api/messages/folders': row(get('/api/messages/folders'), CLIENT_DATA),
  'GET /api/messages/unread-count': row(get('/api/messages/unread-count'), CLIENT_DATA),
  'GET /api/messages/attention': row(get('/api/messages/attention'), CLIENT_DATA),
  'GET /api/messages': row(get('/api/messages'), CLIENT_DATA),
  'GET /api/messages/{id}': row(get(`/api/messages/${AMELIA_MESSAGE}`), AMELIAS),
  'GET /api/messages/{id}/attachments/{attachmentId}': row(
    get(`/api/messages/${AMELIA_MESSAGE}/attachments/${AMELIA_ATTACHMENT}`),
    AMELIAS,
  ),
  'GET /api/messages/{id}/document': row(get(`/api/messages/${AMELIA_MESSAGE}/document`), AMELIAS),
  'POST /api/messages/{id}/read': row(post(`/api/messages/${AMELIA_MESSAGE}/read`), AMELIAS_CLIENT_ONLY(OK)),
  // Sending (client only), refused after the access checks: an empty subject, a subject too long, nothing waiting to retry.
  'POST /api/messages': row(multipart('/api/messages', { subject: '', body: 'Hello' }), CLIENT_ONLY_BODY),
  'POST /api/messages/{id}/reply': row(
    multipart(`/api/messages/${AMELIA_MESSAGE}/reply`, { subject: 'x'.repeat(300), body: 'Hello' }),
    AMELIAS_CLIENT_ONLY(400),
  ),
  'POST /api/messages/{id}/attachments': row(
    multipart(`/api/messages/${AMELIA_SENT}/attachments`, {}, [
      { name: 'files', filename: 'note.txt', content: 'a note' },
    ]),
    AMELIAS_CLIENT_ONLY(400),
  ),
  'GET /api/messages/{id}/pending-attachments': row(
    get(`/api/messages/${AMELIA_SENT}/pending-attachments`),
    AMELIAS_CLIENT_ONLY(OK),
  ),
  'GET /api/messages/compose/accounts': row(get('/api/messages/compose/accounts'), CLIENT_ONLY_READ),

  // Digital signing: amelia's request; acting on it is for her alone (on a signed one, so nothing changes).
  'GET /api/signing/requests': row(get('/api/signing/requests'), CLIENT_DATA),
  'GET /api/signing/pending': row(get('/api/signing/pending'), CLIENT_DATA),
  'GET /api/signing/terms': row(get('/api/signing/terms'), CLIENT_DATA),
  'GET /api/signing/requests/{id}/signatories': row(
    get(`/api/signing/requests/${AMELIA_SIGNATURE}/signatories`),
    AMELIAS,
  ),
  'GET /api/signing/requests/{id}/content': row(get(`/api/signing/requests/${AMELIA_SIGNATURE}/content`), AMELIAS),
  'POST /api/signing/requests/{id}/code': row(
    post(`/api/signing/requests/${AMELIA_SIGNED}/code`, { termsAccepted: true }),
    AMELIAS_CLIENT_ONLY(409),
  ),
  'POST /api/signing/requests/{id}/sign': row(
    post(`/api/signing/requests/${AMELIA_SIGNED}/sign`, { termsAccepted: true, code: '123456' }),
    AMELIAS_CLIENT_ONLY(409),
  ),
  'POST /api/signing/requests/{id}/decline': row(
    post(`/api/signing/requests/${AMELIA_SIGNED}/decline`, {}),
    AMELIAS_CLIENT_ONLY(409),
  ),

  // Annual review (client only).
  'GET /api/review': row(get('/api/review'), CLIENT_ONLY_READ),
  'POST /api/review/submission': row(post('/api/review/submission', {}), CLIENT_ONLY_BODY),

  // Adviser details: amelia's adviser's photo; adviser2's client has another adviser.
  'GET /api/adviser-details': row(get('/api/adviser-details'), CLIENT_DATA),
  'GET /api/adviser-details/advisers/{id}/photo': row(get(`/api/adviser-details/advisers/${AMELIA_ADVISER}/photo`), [
    401,
    OK,
    OK,
    OK,
    OK,
    OK,
    403,
    OK,
    404,
  ]),

  // Valuation reports (Assets or Portfolio level): a report on amelia as a member. Only she and an adviser
  // with her in context may; ben is her partner without view_partner, carla and lena are not her family.
  'GET /api/valuation/client-reports': row(get('/api/valuation/client-reports'), ASSETS_LEVEL),
  'GET /api/valuation/options': row(get('/api/valuation/options'), ASSETS_LEVEL),
  'POST /api/valuation/reports': row(
    post('/api/valuation/reports', { templateId: TEMPLATE.member, selection: 'member', memberId: AMELIA }),
    [401, OK, 403, 403, 403, 403, 403, OK, 403],
    {
      calls: {
        adviserAmelia: post('/api/valuation/reports', {
          templateId: TEMPLATE.adviserMembers,
          selection: 'member',
          memberId: AMELIA,
          from: '2026-01-01',
          to: '2026-02-01',
        }),
        adviser2: post('/api/valuation/reports', {
          templateId: TEMPLATE.adviserMembers,
          selection: 'member',
          memberId: AMELIA,
          from: '2026-01-01',
          to: '2026-02-01',
        }),
      },
    },
  ),
  // A job no session here started: not found wherever the page is allowed.
  'GET /api/valuation/jobs/{id}': row(get('/api/valuation/jobs/1'), [401, 404, 404, 403, 404, 404, 403, 404, 404]),

  // My account.
  'GET /api/my-account/personal-details': row(get('/api/my-account/personal-details'), CLIENT_DATA),
  'GET /api/my-account/preferences': row(get('/api/my-account/preferences'), CLIENT_DATA),
  'PUT /api/my-account/preferences': row(put('/api/my-account/preferences', {}), CLIENT_ONLY_BODY),
  'GET /api/my-account/security-questions': row(get('/api/my-account/security-questions'), CLIENT_ONLY_READ),
  'PUT /api/my-account/security-questions': row(put('/api/my-account/security-questions', {}), CLIENT_ONLY_BODY),
  'GET /api/my-account/biometric': row(get('/api/my-account/biometric'), CLIENT_ONLY_READ),
  'PUT /api/my-account/biometric': row(put('/api/my-account/biometric', {}), CLIENT_ONLY_BODY),

  // Who has viewed my portal: the client's own log.
  'GET /api/portal-views': row(get('/api/portal-views'), CLIENT_ONLY_READ),
};

type Portal = Awaited<ReturnType<typeof startPortal>>;

/** A status as the table writes it; a refusal in the platform's words is marked as such. */
function outcomeOf(res: request.Response): string | number {
  if (res.status >= 200 && res.status < 300) return OK;
  const apiMessage = (res.body as { apiMessage?: unknown } | undefined)?.apiMessage;
  if ((res.status === 403 || res.status === 404) && typeof apiMessage === 'string' && apiMessage)
    return `${res.status} in the platform's words: ${apiMessage}`;
  return res.status;
}

async function make(b: Browser, call: Call): Promise<request.Response> {
  if (call.method === 'get') return b.get(call.path);
  if (!call.form) return b.send(call.method, call.path, call.body);
  if (!b.csrf) await b.token();
  let req = b.agent.post(call.path).set('X-CSRF-Token', b.csrf!);
  for (const [name, value] of Object.entries(call.form.fields)) req = req.field(name, value);
  for (const f of call.form.files ?? [])
    req = req.attach(f.name, Buffer.from(f.content), { filename: f.filename, contentType: 'text/plain' });
  return req;
}

describe('access matrix: every documented endpoint × every kind of user', () => {
  let portal: Portal;
  let adviser2Client: number;
  const browsers = {} as Record<Persona, Browser>;

  /** A new session for a persona, as the table's column means it. */
  async function sessionFor(persona: Persona): Promise<Browser> {
    const server = portal.server;
    switch (persona) {
      case 'signedOut':
        return new Browser(server);
      case 'adviser':
        return signedIn(server, 'adviser', 'adviser');
      case 'adviserAmelia': {
        const b = await signedIn(server, 'adviser', 'adviser');
        await chooseClient(b, AMELIA);
        return b;
      }
      case 'adviser2': {
        const b = await signedIn(server, 'adviser2', 'adviser');
        await chooseClient(b, adviser2Client);
        return b;
      }
      default:
        return signedIn(server, persona);
    }
  }

  beforeAll(async () => {
    portal = await startPortal();
    const other = await signedIn(portal.server, 'adviser2', 'adviser');
    const rows = (await other.get('/api/advisers/clients').expect(200)).body.rows as {
      id: number;
      siteAccessLevel: string | null;
      hasClientAccess: boolean;
    }[];
    adviser2Client = rows.find((r) => r.hasClientAccess && r.siteAccessLevel === 'Portfolio')!.id;
    for (const p of PERSONAS) browsers[p] = await sessionFor(p);
  }, 60_000);
  afterAll(() => portal.close());

  it.each(Object.entries(MATRIX))('%s', async (_operation, r) => {
    const expected: Record<string, string | number> = {};
    const actual: Record<string, string | number> = {};
    await Promise.all(
      PERSONAS.map(async (persona, i) => {
        const b = r.fresh ? await sessionFor(persona) : browsers[persona];
        const res = await make(b, r.calls?.[persona] ?? r.call);
        expected[persona] = itemAt(r.outcomes, i);
        actual[persona] = outcomeOf(res);
      }),
    );
    expect(actual).toEqual(expected);
  });

  it('has one row for every operation the OpenAPI document lists, and no row for one it does not', async () => {
    const doc = (await request(portal.server).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const rows = Object.keys(MATRIX);
    expect({
      documentedWithoutRow: documented.filter((op) => !rows.includes(op)).sort(),
      rowsNotDocumented: rows.filter((op) => !documented.includes(op)).sort(),
    }).toEqual({
      documentedWithoutRow: [],
      rowsNotDocumented: [],
    });
    for (const r of Object.values(MATRIX)) expect(r.outcomes).toHaveLength(PERSONAS.length);
  });
});
