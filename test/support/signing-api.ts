import type {
  DeclineResultDto,
  GenerateCodeResultDto,
  PendingSignaturesDto,
  SignatoriesDto,
  SigningListDto,
  SignResultDto,
} from '../../bff/signing/signing.dto';
import { Browser, startPortal } from './portal-harness';

/** The digital signing endpoints and the sandbox's signing personas (PERSONAS.md), for the e2e specs. */

export type Portal = Awaited<ReturnType<typeof startPortal>>;
export const AMELIA = 10001;
export const LENA = 10012;
/** The sandbox's requests: amelia's awaiting, part-signed by ben, signed, declined and pending ones; lena's. */
export const REQ = {
  awaiting: 7001,
  partSigned: 7002,
  signed: 7003,
  declined: 7004,
  pending: 7005,
  lena: 7011,
} as const;
export const BASE = '/api/signing';
export const req = (id: number, part = '') => `${BASE}/requests/${id}${part}`;

export const list = async (b: Browser, query: object = {}) =>
  (await b.get(`${BASE}/requests`).query(query).expect(200)).body as SigningListDto;
export const pending = async (b: Browser) => (await b.get(`${BASE}/pending`).expect(200)).body as PendingSignaturesDto;
export const signatories = async (b: Browser, id: number) =>
  (await b.get(req(id, '/signatories')).expect(200)).body as SignatoriesDto;
export const askCode = async (b: Browser, id: number) => {
  const res = await b.post(req(id, '/code'), { termsAccepted: true });
  if (res.status !== 200) throw new Error(`code: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as GenerateCodeResultDto;
};
export const sign = async (b: Browser, id: number, code: string) => {
  const res = await b.post(req(id, '/sign'), { termsAccepted: true, code });
  if (res.status !== 200) throw new Error(`sign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SignResultDto;
};
export const decline = async (b: Browser, id: number) => {
  const res = await b.post(req(id, '/decline'), {});
  if (res.status !== 200) throw new Error(`decline: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as DeclineResultDto;
};

/** Today as the BFF counts it ('YYYY-MM-DD', UTC). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
