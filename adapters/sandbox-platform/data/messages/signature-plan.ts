import { IDS } from '../demo-constants';

/**
 * The sandbox's digital signature requests (spec 3 §3 "Digital signature item", "Signatory"; PERSONAS.md):
 * amelia has one awaiting her signature (phone with a '+' dial code), one part-signed by ben (overdue),
 * one signed, one declined and one pending; lena has one whose phone has no '+' (the invalid-phone journey).
 * Days are counted from the sandbox's day of first use.
 */

export type PlannedMethod = 'awaiting' | 'signed' | 'declined' | null;

export interface SignatoryPlan {
  id: number;
  entityId: number;
  /** As stored: 'Surname, First'. */
  entityName: string;
  entityPhone: string | null;
  canSign: boolean;
  method: PlannedMethod;
  /** For a signed or declined signatory: how many days before the sandbox's day it happened. */
  actedDaysAgo?: number;
}

export interface SignaturePlan {
  id: number;
  /** The docnote carrying the document (a PDF attachment with digital_signature_status). */
  docnoteId: number;
  subject: string;
  /** The content file (digital_signature/content/{id}/{filename}): an HTML page shown in a frame. */
  filename: string;
  /** Days from the sandbox's day; negative is overdue; null for no due date. */
  dueInDays: number | null;
  notifiedDaysAgo: number;
  status: 0 | 1 | 2 | 3 | 4;
  /** The request's own terms; null means the site's terms (sysadmin/digital_signature-v2). */
  termsAndConds: string | null;
  signatories: SignatoryPlan[];
}

const AMELIA = IDS.firstPersonaEntity;
const BEN = IDS.firstPersonaEntity + 1;
const LENA = IDS.firstPersonaEntity + 11;
export const SIGNING_ENTITIES = { amelia: AMELIA, ben: BEN, lena: LENA } as const;

/** A signature's docnote id: the first entity's id × 10000 + 9000 + n. */
const docnoteOf = (entityId: number, n: number): number => entityId * 10000 + 9000 + n;

const AMELIA_PHONE = '+44 7700 900123';
const BEN_PHONE = '+44 7700 900456';
/** No '+': the phone lacks its dial code, so no code can be sent (spec 3 §4). */
export const LENA_SIGNING_PHONE = '07700 907788';

const JOINT_TERMS =
  '<p>By signing this mandate electronically you confirm that you have read the joint account mandate, that the information in it is correct, and that you agree to be bound by it.</p>';

export const SIGNATURE_PLANS: readonly SignaturePlan[] = [
  {
    id: 7001,
    docnoteId: docnoteOf(AMELIA, 1),
    subject: 'Investment Management Agreement',
    filename: 'investment-management-agreement.html',
    dueInDays: 10,
    notifiedDaysAgo: 2,
    status: 4,
    termsAndConds: null,
    signatories: [
      {
        id: 70011,
        entityId: AMELIA,
        entityName: 'Hartley, Amelia',
        entityPhone: AMELIA_PHONE,
        canSign: true,
        method: null,
      },
    ],
  },
  {
    id: 7002,
    docnoteId: docnoteOf(AMELIA, 2),
    subject: 'Joint Account Mandate',
    filename: 'joint-account-mandate.html',
    dueInDays: -3,
    notifiedDaysAgo: 8,
    status: 0,
    termsAndConds: JOINT_TERMS,
    signatories: [
      {
        id: 70021,
        entityId: BEN,
        entityName: 'Hartley, Ben',
        entityPhone: BEN_PHONE,
        canSign: true,
        method: 'signed',
        actedDaysAgo: 4,
      },
      {
        id: 70022,
        entityId: AMELIA,
        entityName: 'Hartley, Amelia',
        entityPhone: AMELIA_PHONE,
        canSign: true,
        method: 'awaiting',
      },
    ],
  },
  {
    id: 7003,
    docnoteId: docnoteOf(AMELIA, 3),
    subject: 'Pension Transfer Authority',
    filename: 'pension-transfer-authority.html',
    dueInDays: -200,
    notifiedDaysAgo: 215,
    status: 1,
    termsAndConds: null,
    signatories: [
      {
        id: 70031,
        entityId: AMELIA,
        entityName: 'Hartley, Amelia',
        entityPhone: AMELIA_PHONE,
        canSign: false,
        method: 'signed',
        actedDaysAgo: 210,
      },
    ],
  },
  {
    id: 7004,
    docnoteId: docnoteOf(AMELIA, 4),
    subject: 'Direct Debit Instruction',
    filename: 'direct-debit-instruction.html',
    dueInDays: -60,
    notifiedDaysAgo: 75,
    status: 2,
    termsAndConds: null,
    signatories: [
      {
        id: 70041,
        entityId: AMELIA,
        entityName: 'Hartley, Amelia',
        entityPhone: AMELIA_PHONE,
        canSign: false,
        method: 'declined',
        actedDaysAgo: 70,
      },
    ],
  },
  {
    id: 7005,
    docnoteId: docnoteOf(AMELIA, 5),
    subject: 'Fee Agreement (draft)',
    filename: 'fee-agreement.html',
    dueInDays: null,
    notifiedDaysAgo: 1,
    status: 3,
    termsAndConds: null,
    signatories: [
      {
        id: 70051,
        entityId: AMELIA,
        entityName: 'Hartley, Amelia',
        entityPhone: AMELIA_PHONE,
        canSign: false,
        method: 'awaiting',
      },
    ],
  },
  {
    id: 7011,
    docnoteId: docnoteOf(LENA, 1),
    subject: 'Client Agreement',
    filename: 'client-agreement.html',
    dueInDays: 21,
    notifiedDaysAgo: 3,
    status: 4,
    termsAndConds: null,
    signatories: [
      {
        id: 70111,
        entityId: LENA,
        entityName: 'Walsh, Lena',
        entityPhone: LENA_SIGNING_PHONE,
        canSign: true,
        method: null,
      },
    ],
  },
];

/** The site's terms and conditions for digital signing (sysadmin/digital_signature-v2). */
export const SITE_SIGNING_TERMS =
  '<p>By ticking this box and entering the security code sent to your phone you agree that your electronic signature is the legal equivalent of your handwritten signature on this document.</p><p>You confirm that you have read the document in full.</p>';
