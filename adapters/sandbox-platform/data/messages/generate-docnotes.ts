import { first, itemAt } from '../../../../domain/shared/present';
import { IDS } from '../demo-constants';
import type { FirmIndex } from '../firm-index';
import { recordRng, type Rng } from '../prng';
import type { ClientRecord } from '../records';
import {
  CATEGORY,
  CLIENT_INITIATED,
  LOGIN_DISCLAIMER,
  MESSAGE_EDIT_PRIVILEGE,
  SECURE_MESSAGE,
  type SampleKind,
  type SandboxAttachment,
  type SandboxDocNote,
} from './docnote-records';
import { INLINE_PNG_DATA_URI, mimeOf, sampleBytes } from './sample-content';
import { SIGNATURE_PLANS, SIGNING_ENTITIES, type SignaturePlan } from './signature-plan';
import { pdfFile } from './sample-files';

/**
 * Documents and secure messages per client, generated on first use and deterministic for the seed
 * (spec 3 §3; PERSONAS.md). A docnote's id is the first owner's entity id × 10000 + n (signature
 * documents + 9000 + n); an attachment's id is its docnote's id × 100 + n. Dates run back from the
 * sandbox's day over several years. The Hartley household (amelia, ben and their child Oliver) is one
 * dataset: a joint document is shared by both, and ben has messages about Oliver (a related entity).
 */

const AMELIA = SIGNING_ENTITIES.amelia;
const BEN = SIGNING_ENTITIES.ben;
const OLIVER = IDS.firstPersonaEntity + 13;
/** amelia's ISA and general investment account (portfolio 100011), linked from some documents. */
export const AMELIA_LINKED_ACCOUNTS = [10001101, 10001102] as const;

export function docnoteDatasetKey(index: FirmIndex, entityId: number): string {
  return index.groupOf(entityId)?.groupId === IDS.ameliaGroup ? 'hartley' : String(entityId);
}

/** Docnotes for the scale client: 50 per unit of scale (5,000 at SANDBOX_SCALE=100). */
export const SCALE_DOCNOTES_PER_UNIT = 50;

const DAY_MS = 86_400_000;

class Clock {
  private readonly midnight: number;
  constructor(asOf: string) {
    this.midnight = Date.parse(`${asOf}T00:00:00Z`);
  }
  /** ISO date-time `days` before the sandbox's day, at hh:mm. */
  at(days: number, hour = 9, minute = 30): string {
    return new Date(this.midnight - days * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
  }
  date(days: number): string {
    return this.at(days).slice(0, 10);
  }
}

function attachment(
  docnoteId: number,
  n: number,
  kind: SampleKind,
  filename: string,
  createdAt: string,
  title = filename,
): SandboxAttachment {
  let bytes: Buffer | undefined;
  return {
    id: docnoteId * 100 + n,
    docnoteId,
    filename,
    createdAt,
    mimetype: mimeOf(kind),
    bytes: () => (bytes ??= sampleBytes(kind, title)),
  };
}

const paragraphs = (...ps: string[]): string => ps.map((p) => `<p>${p}</p>`).join('');

function letter(client: ClientRecord | undefined, adviser: string, ...ps: string[]): string {
  return paragraphs(`Dear ${client?.firstName ?? 'client'},`, ...ps, `Kind regards,<br>${adviser}`);
}

/** A body a sanitiser must clean: an inline image with a data URI (kept), a script and handlers (dropped). */
export function sanitisableBody(first: string, adviser: string): string {
  return (
    `<p>Dear ${first},</p><p>Markets were <strong>mixed</strong> this quarter. The chart below shows how your portfolio moved.</p>` +
    `<p><img src="${INLINE_PNG_DATA_URI}" alt="Portfolio chart" width="8" height="8"></p>` +
    `<script>window.__sandboxScriptRan = true; document.title = 'pwned';</script>` +
    `<p onclick="window.__sandboxHandlerRan = true">Read the <a href="javascript:window.__sandboxLinkRan=true">full commentary</a> or our <a href="https://example.com/commentary">web page</a>.</p>` +
    `<p><img src="x" onerror="window.__sandboxOnerrorRan = true" alt=""></p>` +
    `<p>Kind regards,<br>${adviser}</p>`
  );
}

interface Context {
  index: FirmIndex;
  clock: Clock;
  seed: number;
}

interface NoteInput {
  id: number;
  entityIds: number[];
  subject: string;
  days: number;
  hour?: number;
  doctype?: string;
  docsubtype?: string | null;
  categories?: number[];
  accounts?: number[];
  referenceDays?: number | null;
  fromClient?: boolean;
  clientAccessible?: boolean;
  /** Read before the sandbox started by these entities (default: every owner). */
  readBy?: number[];
  body: () => string;
  attachments?: [SampleKind, string][];
}

function note(ctx: Context, input: NoteInput): SandboxDocNote {
  const createdAt = ctx.clock.at(input.days, input.hour ?? 9, (input.id * 7) % 60);
  // Every note has an owner: the first of its entities.
  const ownerId = first(input.entityIds);
  const owner = ctx.index.client(ownerId);
  const adviser = owner ? ctx.index.firm.advisers.find((a) => a.entityId === owner.adviserEntityId) : undefined;
  const readBy = input.readBy ?? input.entityIds;
  let body: string | undefined;
  return {
    id: input.id,
    entityIds: input.entityIds,
    subject: input.subject,
    createdAt,
    referenceDate:
      input.referenceDays === undefined || input.referenceDays === null ? null : ctx.clock.date(input.referenceDays),
    categories: input.categories ?? [],
    accounts: input.accounts ?? [],
    doctype: input.doctype ?? SECURE_MESSAGE,
    docsubtype: input.docsubtype ?? (input.fromClient ? CLIENT_INITIATED : null),
    creatorEntityId: input.fromClient ? ownerId : (adviser?.entityId ?? null),
    creatorName: input.fromClient ? (owner?.entityName ?? null) : (adviser?.entityName ?? null),
    clientAccessible: input.clientAccessible ?? true,
    body: () => (body ??= input.body()),
    attachments: (input.attachments ?? []).map(([kind, filename], i) =>
      attachment(input.id, i + 1, kind, filename, createdAt, `${input.subject} - ${filename}`),
    ),
    readBy: Object.fromEntries(readBy.map((e) => [e, ctx.clock.at(input.days - 1 > 0 ? input.days - 1 : 0, 18, 5)])),
    editPrivilege: MESSAGE_EDIT_PRIVILEGE,
    permission: 1,
  };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pick = <T>(rng: Rng, list: readonly T[]): T => itemAt(list, Math.floor(rng() * list.length));

/** One generic docnote of a kind picked by the stream: reports, certificates, reviews, contract notes, letters. */
function genericNote(
  ctx: Context,
  id: number,
  entityIds: number[],
  days: number,
  rng: Rng,
  read: boolean,
): SandboxDocNote {
  const client = ctx.index.client(first(entityIds));
  const adviser =
    ctx.index.firm.advisers.find((a) => a.entityId === client?.adviserEntityId)?.entityName ?? 'Your adviser';
  const when = new Date(Date.parse(ctx.clock.at(days)));
  const year = when.getUTCFullYear();
  const quarter = Math.floor(when.getUTCMonth() / 3) + 1;
  const month = `${MONTHS[when.getUTCMonth()]} ${year}`;
  const readBy = read ? entityIds : [];
  const roll = rng();
  if (roll < 0.22) {
    return note(ctx, {
      id,
      entityIds,
      days,
      readBy,
      doctype: 'Valuation Report',
      subject: `Quarterly valuation report Q${quarter} ${year}`,
      categories: [CATEGORY.investments],
      referenceDays: days + 3,
      body: () =>
        letter(client, adviser, `Please find attached your valuation report for the quarter ending ${month}.`),
      attachments: [['pdf', `Valuation report Q${quarter} ${year}.pdf`]],
    });
  }
  if (roll < 0.34) {
    return note(ctx, {
      id,
      entityIds,
      days,
      readBy,
      doctype: 'Tax Certificate',
      subject: `Consolidated tax certificate ${year - 1}/${String(year).slice(2)}`,
      categories: [CATEGORY.tax],
      referenceDays: days + 20,
      body: () =>
        letter(client, adviser, 'Your consolidated tax certificate is attached. Please keep it with your tax records.'),
      attachments: [['pdf', `Tax certificate ${year - 1}-${String(year).slice(2)}.pdf`]],
    });
  }
  if (roll < 0.46) {
    return note(ctx, {
      id,
      entityIds,
      days,
      readBy,
      doctype: 'Annual Review',
      subject: `Annual review summary ${year}`,
      categories: [CATEGORY.reviews],
      referenceDays: days,
      body: () =>
        letter(
          client,
          adviser,
          'Thank you for your time at our annual review. A summary of what we discussed is attached.',
        ),
      attachments: [['docx', `Annual review ${year}.docx`]],
    });
  }
  if (roll < 0.58) {
    return note(ctx, {
      id,
      entityIds,
      days,
      readBy,
      doctype: 'Contract Note',
      subject: `Contract notes for ${month}`,
      categories: [CATEGORY.investments],
      body: () => letter(client, adviser, `The contract notes for trades in ${month} are attached as a spreadsheet.`),
      attachments: [['xlsx', `Contract notes ${month}.xlsx`]],
    });
  }
  const topics = [
    ['Market commentary', 'Our investment committee has published its view of the markets for the coming months.'],
    [
      'Reminder: ISA allowance',
      'The tax year ends soon. If you would like to use the rest of your ISA allowance, please let us know.',
    ],
    ['Update on your pension transfer', 'The transfer is progressing and we expect it to complete within four weeks.'],
    ['Thank you for meeting with us', 'It was good to see you. We will send the paperwork we discussed shortly.'],
    ['Changes to our fees', 'From next quarter our platform fee will fall. No action is needed.'],
    ['Your documents have been received', 'We have received the documents you sent. Thank you.'],
  ] as const;
  const [subject, text] = pick(rng, topics);
  return note(ctx, {
    id,
    entityIds,
    days,
    readBy,
    subject: `${subject} - ${month}`,
    categories: [CATEGORY.correspondence],
    body: () => letter(client, adviser, text),
  });
}

/** `count` generic docnotes spread over `years` years back; the newest `unread` of them unread. */
function genericNotes(
  ctx: Context,
  entityIds: number[],
  firstN: number,
  count: number,
  years: number,
  unread: number,
): SandboxDocNote[] {
  const out: SandboxDocNote[] = [];
  const span = years * 365;
  const owner = first(entityIds);
  for (let i = 0; i < count; i++) {
    const rng = recordRng(ctx.seed, `docnote:${owner}`, firstN + i);
    const days = Math.round(((i + 1) * span) / (count + 1)) + Math.floor(rng() * 5);
    out.push(genericNote(ctx, owner * 10000 + firstN + i, entityIds, days, rng, i >= unread));
  }
  return out;
}

function signatureNote(ctx: Context, plan: SignaturePlan): SandboxDocNote {
  const entityIds = [...new Set(plan.signatories.map((s) => s.entityId))].sort((a, b) => a - b);
  const client = ctx.index.client(first(entityIds));
  const adviser =
    ctx.index.firm.advisers.find((a) => a.entityId === client?.adviserEntityId)?.entityName ?? 'Your adviser';
  const pdfName = plan.filename.replace(/\.html$/, '.pdf');
  const n = note(ctx, {
    id: plan.docnoteId,
    entityIds,
    days: plan.notifiedDaysAgo,
    doctype: 'Digital Signature',
    subject: `Please sign: ${plan.subject}`,
    categories: plan.status === 4 ? [CATEGORY.important] : [],
    readBy: plan.status === 4 || plan.status === 0 ? [] : entityIds,
    body: () => letter(client, adviser, `Please review and sign the ${plan.subject} using the secure signing service.`),
  });
  let bytes: Buffer | undefined;
  n.attachments = [
    {
      id: plan.docnoteId * 100 + 1,
      docnoteId: plan.docnoteId,
      filename: pdfName,
      createdAt: n.createdAt,
      mimetype: mimeOf('pdf'),
      bytes: () => (bytes ??= pdfFile(plan.subject, ['Please read this document carefully before signing.'])),
    },
  ];
  return n;
}

function hartley(ctx: Context): SandboxDocNote[] {
  const amelia = ctx.index.client(AMELIA);
  const adviser =
    ctx.index.firm.advisers.find((a) => a.entityId === amelia?.adviserEntityId)?.entityName ?? 'Your adviser';
  const id = (n: number) => AMELIA * 10000 + n;
  const benId = (n: number) => BEN * 10000 + n;
  const notes: SandboxDocNote[] = [
    // Unread (4), one of them important.
    note(ctx, {
      id: id(1),
      entityIds: [AMELIA],
      days: 1,
      hour: 16,
      readBy: [],
      subject: 'Action needed: your annual review questionnaire',
      categories: [CATEGORY.important, CATEGORY.reviews],
      body: () =>
        letter(
          amelia,
          adviser,
          'Your annual review is due. Please complete the questionnaire in the portal before our meeting next month.',
        ),
    }),
    note(ctx, {
      id: id(2),
      entityIds: [AMELIA],
      days: 4,
      readBy: [],
      doctype: 'Valuation Report',
      subject: 'Your quarterly valuation report',
      categories: [CATEGORY.investments],
      accounts: [...AMELIA_LINKED_ACCOUNTS],
      referenceDays: 6,
      body: () => letter(amelia, adviser, 'Your valuation report is attached, with a spreadsheet of the figures.'),
      attachments: [
        ['pdf', 'Valuation report.pdf'],
        ['xlsx', 'Valuation figures.xlsx'],
      ],
    }),
    note(ctx, {
      id: id(3),
      entityIds: [AMELIA],
      days: 8,
      readBy: [],
      subject: 'Market update with a chart of your portfolio',
      categories: [CATEGORY.investments],
      accounts: [AMELIA_LINKED_ACCOUNTS[0]],
      body: () => sanitisableBody(amelia?.firstName ?? 'Amelia', adviser),
      attachments: [['png', 'Portfolio chart.png']],
    }),
    note(ctx, {
      id: id(4),
      entityIds: [AMELIA],
      days: 11,
      readBy: [],
      doctype: 'Annual Review',
      subject: 'Notes from our meeting',
      categories: [CATEGORY.reviews],
      body: () => letter(amelia, adviser, 'The notes from our meeting are attached as a Word document.'),
      attachments: [['docx', 'Meeting notes.docx']],
    }),
    // Read, important.
    note(ctx, {
      id: id(5),
      entityIds: [AMELIA],
      days: 19,
      doctype: 'Terms and Conditions',
      subject: 'Important: changes to our terms of business',
      categories: [CATEGORY.important],
      referenceDays: 19,
      body: () =>
        letter(
          amelia,
          adviser,
          'We have updated our terms of business. The new terms are attached; they take effect next month.',
        ),
      attachments: [['pdf', 'Terms of business.pdf']],
    }),
    // A conversation: amelia asked, the adviser replied.
    note(ctx, {
      id: id(6),
      entityIds: [AMELIA],
      days: 26,
      fromClient: true,
      subject: 'Question about my ISA allowance',
      body: () =>
        "<pre>Could you tell me how much of this year's ISA allowance I have left?\n\nThis message was sent with 0 attachments.</pre>",
    }),
    note(ctx, {
      id: id(7),
      entityIds: [AMELIA],
      days: 25,
      subject: 'RE: Question about my ISA allowance',
      categories: [CATEGORY.correspondence],
      body: () => letter(amelia, adviser, 'You have £8,000 of your allowance left this tax year.'),
    }),
    note(ctx, {
      id: id(8),
      entityIds: [AMELIA],
      days: 95,
      fromClient: true,
      subject: 'Change of address',
      accounts: [AMELIA_LINKED_ACCOUNTS[1]],
      body: () =>
        '<pre>Please note we are moving in the spring; I will send the new address.\n\nThis message was sent with 1 attachments.\nRef: General Investment Account - GIA-100011-02</pre>',
      attachments: [['pdf', 'Proof of address.pdf']],
    }),
    // Only for the adviser's eyes.
    note(ctx, {
      id: id(9),
      entityIds: [AMELIA],
      days: 30,
      clientAccessible: false,
      readBy: [],
      subject: 'File note: call with Amelia about retirement income',
      body: () => paragraphs('Discussed drawdown options. Follow up with a cash-flow model.'),
    }),
    note(ctx, {
      id: id(10),
      entityIds: [AMELIA],
      days: 1100,
      doctype: 'Terms and Conditions',
      docsubtype: LOGIN_DISCLAIMER,
      subject: 'Portal terms of use',
      body: () => paragraphs('By using this portal you agree to our terms of use.'),
    }),
    // A joint letter to amelia and ben, unread by both.
    note(ctx, {
      id: id(11),
      entityIds: [AMELIA, BEN],
      days: 14,
      readBy: [],
      subject: 'Your joint investment bond',
      categories: [CATEGORY.investments],
      body: () =>
        paragraphs('Dear Amelia and Ben,', 'Your joint bond statement is attached.', `Kind regards,<br>${adviser}`),
      attachments: [['pdf', 'Joint bond statement.pdf']],
    }),
    ...genericNotes(ctx, [AMELIA], 100, 16, 6, 0),
    // ben: his own, and messages about Oliver (a related entity).
    ...genericNotes(ctx, [BEN], 100, 8, 5, 1),
    note(ctx, {
      id: benId(1),
      entityIds: [BEN, OLIVER],
      days: 6,
      readBy: [],
      subject: "Oliver's Junior ISA statement",
      doctype: 'Valuation Report',
      categories: [CATEGORY.investments],
      body: () => paragraphs('Dear Ben,', "Oliver's Junior ISA statement is attached.", `Kind regards,<br>${adviser}`),
      attachments: [['pdf', 'Junior ISA statement.pdf']],
    }),
    note(ctx, {
      id: benId(2),
      entityIds: [BEN, OLIVER],
      days: 120,
      subject: "Oliver's trust: trustee meeting",
      categories: [CATEGORY.correspondence],
      body: () =>
        paragraphs(
          'Dear Ben,',
          'The trustees of the Oliver Hartley trust meet next month.',
          `Kind regards,<br>${adviser}`,
        ),
    }),
    note(ctx, {
      id: benId(3),
      entityIds: [BEN, OLIVER],
      days: 400,
      subject: "Oliver's savings account opened",
      categories: [CATEGORY.correspondence],
      body: () => paragraphs('Dear Ben,', "Oliver's savings account is open.", `Kind regards,<br>${adviser}`),
    }),
  ];
  for (const plan of SIGNATURE_PLANS)
    if (plan.signatories.some((s) => s.entityId === AMELIA || s.entityId === BEN)) notes.push(signatureNote(ctx, plan));
  return notes;
}

/** How many generic docnotes a client has (and how many of the newest are unread). */
function genericCount(
  index: FirmIndex,
  entityId: number,
  scale: number,
): { count: number; unread: number; years: number } {
  const user = index.client(entityId)?.userId ? index.userById(index.client(entityId)!.userId!) : undefined;
  switch (user?.username) {
    case 'scale@client':
      return { count: Math.min(9000, Math.round(SCALE_DOCNOTES_PER_UNIT * scale)), unread: 25, years: 10 };
    case 'dmitri@client':
      return { count: 6, unread: 2, years: 3 };
    case 'erin@client':
      return { count: 5, unread: 1, years: 2 };
    case 'lena@client':
      return { count: 8, unread: 1, years: 4 };
    default:
      return { count: entityId >= IDS.firstGeneratedClient ? 4 : 6, unread: 1, years: 3 };
  }
}

export function generateDocNotes(
  seed: number,
  index: FirmIndex,
  entityId: number,
  asOf: string,
  scale: number,
): SandboxDocNote[] {
  const ctx: Context = { index, clock: new Clock(asOf), seed };
  if (docnoteDatasetKey(index, entityId) === 'hartley') return hartley(ctx);
  if (!index.client(entityId)) return [];
  const { count, unread, years } = genericCount(index, entityId, scale);
  const notes = genericNotes(ctx, [entityId], 1, count, years, unread);
  for (const plan of SIGNATURE_PLANS)
    if (first(plan.signatories).entityId === entityId) notes.push(signatureNote(ctx, plan));
  return notes;
}
