/** The sandbox's documents and secure messages (spec 3 §3 "Document or message") as plain records. */

export type SampleKind = 'pdf' | 'png' | 'docx' | 'xlsx';

export interface SandboxAttachment {
  id: number;
  docnoteId: number;
  filename: string;
  /** ISO date-time. */
  createdAt: string;
  mimetype: string;
  /** The file's bytes, made on first use (generated files) or read from the stored upload. */
  bytes(): Buffer;
  /** An upload kept on disk (served from there, never read whole); absent on generated files. */
  stored?: { path: string; size: number };
}

export interface SandboxDocNote {
  id: number;
  /** The entities it belongs to: the client, and a partner or related entity when shared. */
  entityIds: number[];
  subject: string;
  /** ISO date-time. */
  createdAt: string;
  /** 'YYYY-MM-DD' or null. */
  referenceDate: string | null;
  categories: number[];
  accounts: number[];
  doctype: string;
  docsubtype: string | null;
  creatorEntityId: number | null;
  creatorName: string | null;
  /** is_client_access_accessible: false for an adviser-only file note. */
  clientAccessible: boolean;
  /** The raw HTML body, made on first use. */
  body(): string;
  attachments: SandboxAttachment[];
  /** When each entity (client side) had first read it before the sandbox started: entity id to ISO date-time. */
  readBy: Record<number, string>;
  editPrivilege: number;
  permission: number;
}

/** docnote-v2/category: the important category is 1. */
export const CATEGORIES = [
  { id: 1, name: 'Important', important: true },
  { id: 2, name: 'Investments', important: false },
  { id: 3, name: 'Tax', important: false },
  { id: 4, name: 'Reviews', important: false },
  { id: 5, name: 'Correspondence', important: false },
] as const;
export const IMPORTANT_CATEGORY = 1;
export const CATEGORY = { important: 1, investments: 2, tax: 3, reviews: 4, correspondence: 5 } as const;

/** Document types (ufield/docnote/doctype/choice): code and name. */
export const DOCUMENT_TYPES = [
  { code: 'Secure Message', description: 'Secure Message' },
  { code: 'Valuation Report', description: 'Valuation Report' },
  { code: 'Annual Review', description: 'Annual Review' },
  { code: 'Tax Certificate', description: 'Tax Certificate' },
  { code: 'Contract Note', description: 'Contract Note' },
  { code: 'Digital Signature', description: 'Document for Signature' },
  { code: 'Terms and Conditions', description: 'Terms and Conditions' },
] as const;

export const CLIENT_INITIATED = 'Client Initiated';
export const LOGIN_DISCLAIMER = 'Login Disclaimer';
export const SECURE_MESSAGE = 'Secure Message';
/** edit_privilege on messages (spec 3 §3). */
export const MESSAGE_EDIT_PRIVILEGE = 8;
