import {
  BANK_TRANSFER_NOTE,
  BPAY_NOTE,
  NO_PAYMENT_METHOD,
  PAYMENT_INFORMATION_HEADING,
} from '../../domain/analysis/payment-information';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { PortfolioPort } from '../ports/portfolio.port';
import { Injectable } from '../shared/injectable';
import { ACCOUNT_NOT_FOUND, AnalysisScopeLoader, checkLevel } from './analysis-scope';
import type { PortalActor } from '../session/portal-actor';

/** The client themself, or an adviser's client in context. */
export interface PaymentInformationInput {
  /** One account of the client; none: every account with payment details. */
  accountId?: number;
}

export interface PaymentInformationView {
  heading: string;
  notes: string[];
  bpay: { accountId: number; billerCode: string; reference: string }[];
  bankAccounts: { accountId: number; bank: string; accountName: string; bsb: string; accountNumber: string }[];
  /** spec 2's empty text when there is no payment method; null otherwise. */
  empty: string | null;
}

/** The Payment information tab (spec 2 §2): BPAY entries and bank accounts for paying into the accounts. */
@Injectable()
export class GetPaymentInformationUseCase {
  constructor(
    private readonly portfolio: PortfolioPort,
    private readonly scope: AnalysisScopeLoader,
  ) {}

  async execute(
    actor: PortalActor,
    input: PaymentInformationInput,
  ): Promise<Result<PaymentInformationView, PortalError>> {
    const { credential } = actor;
    const level = checkLevel(actor.siteAccessLevel, 'analysis');
    if (!level.ok) return level;
    try {
      const details = this.portfolio.paymentInformation({
        credential,
        clientId: actor.clientId,
        accountId: input.accountId,
      });
      // One account: it must be among the client's visible accounts, as on every other analysis read
      // (404 otherwise). The scope is read beside the details, which are used only once it is known.
      if (input.accountId !== undefined) {
        details.catch(() => undefined);
        const scope = await this.scope.load(actor);
        if (!scope.accounts.some((a) => a.id === input.accountId))
          return err(portalError('not_found', ACCOUNT_NOT_FOUND));
      }
      const rows = await details;
      const bpay = rows.flatMap((r) =>
        r.bpays.map((b) => ({ accountId: r.accountId, billerCode: b.billerCode, reference: b.reference })),
      );
      const bankAccounts = rows.flatMap((r) =>
        r.bankAccounts.map(({ id: _id, ...b }) => ({ accountId: r.accountId, ...b })),
      );
      const notes = [...(bpay.length ? [BPAY_NOTE] : []), ...(bankAccounts.length ? [BANK_TRANSFER_NOTE] : [])];
      return ok({
        heading: PAYMENT_INFORMATION_HEADING,
        notes,
        bpay,
        bankAccounts,
        empty: bpay.length || bankAccounts.length ? null : NO_PAYMENT_METHOD,
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
