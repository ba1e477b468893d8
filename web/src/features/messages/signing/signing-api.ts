import { api } from '../../../lib/api-client';
import type {
  DeclineResult,
  GenerateCodeResult,
  Signatories,
  SigningList,
  SigningTerms,
  SignResult,
} from '../../../lib/contract';

const base = (id: number) => `/signing/requests/${id}`;

/** The digital signing journey's calls (spec 3 §7 "Digital signatures", through the portal API). */
export const signingApi = {
  list: () => api.get<SigningList>('/signing/requests', { silent: true }),
  signatories: (id: number) => api.get<Signatories>(`${base(id)}/signatories`, { silent: true }),
  /** The request's own terms when it has them, else the site's. */
  terms: (requestId: number) => api.get<SigningTerms>(`/signing/terms?requestId=${requestId}`, { silent: true }),
  /** Ticking the terms box requests the code (and 'Send a new security code' asks again). */
  generateCode: (id: number) =>
    api.post<GenerateCodeResult>(`${base(id)}/code`, { termsAccepted: true }, { silent: true }),
  sign: (id: number, code: string) =>
    api.post<SignResult>(`${base(id)}/sign`, { termsAccepted: true, code }, { silent: true }),
  decline: (id: number) => api.post<DeclineResult>(`${base(id)}/decline`, {}, { silent: true }),
};
