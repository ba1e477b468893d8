import { SiteAccessLevel } from '../../domain/access/access-level';
import { BANK_TRANSFER_NOTE, BPAY_NOTE, NO_PAYMENT_METHOD } from '../../domain/analysis/payment-information';
import { PlatformError } from '../ports/platform-error';
import { PortfolioPort, type PaymentInformation } from '../ports/portfolio.port';
import { GetPaymentInformationUseCase } from './get-payment-information.use-case';

const credential = { token: 't' };
const portWith = (paymentInformation: PortfolioPort['paymentInformation']) =>
  Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, { paymentInformation });
const rows = (...r: PaymentInformation[]) => async () => r;

describe('GetPaymentInformationUseCase', () => {
  it('lists every BPAY entry and bank account with its account, and the notes for what is listed', async () => {
    const port = portWith(
      rows(
        { accountId: 7, bpays: [{ id: 1, billerCode: '123', reference: '456' }], bankAccounts: [] },
        { accountId: 8, bpays: [], bankAccounts: [{ id: 2, bank: 'Bank', accountName: 'Lena', bsb: '062-000', accountNumber: '1234' }] },
      ),
    );
    const result = await new GetPaymentInformationUseCase(port).execute(credential, { clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio });
    expect(result).toEqual({
      ok: true,
      value: {
        heading: 'Payment options for transferring funds',
        notes: [BPAY_NOTE, BANK_TRANSFER_NOTE],
        bpay: [{ accountId: 7, billerCode: '123', reference: '456' }],
        bankAccounts: [{ accountId: 8, bank: 'Bank', accountName: 'Lena', bsb: '062-000', accountNumber: '1234' }],
        empty: null,
      },
    });
  });

  it("says 'No payment method available yet.' when there is nothing, and passes the account on", async () => {
    const paymentInformation = jest.fn(rows());
    const result = await new GetPaymentInformationUseCase(portWith(paymentInformation)).execute(credential, { clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio, accountId: 9 });
    expect(result.ok && result.value).toMatchObject({ notes: [], bpay: [], bankAccounts: [], empty: NO_PAYMENT_METHOD });
    expect(paymentInformation).toHaveBeenCalledWith({ credential, clientId: 1, accountId: 9 });
  });

  it('refuses below the Portfolio level without asking the platform', async () => {
    const paymentInformation = jest.fn(rows());
    for (const level of [SiteAccessLevel.Assets, SiteAccessLevel.Messages, null]) {
      const result = await new GetPaymentInformationUseCase(portWith(paymentInformation)).execute(credential, { clientId: 1, siteAccessLevel: level });
      expect(!result.ok && result.error.code).toBe('forbidden');
    }
    expect(paymentInformation).not.toHaveBeenCalled();
  });

  it("turns the platform's refusal into an error value", async () => {
    const port = portWith(() => Promise.reject(new PlatformError('forbidden', 403, null)));
    const result = await new GetPaymentInformationUseCase(port).execute(credential, { clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio });
    expect(!result.ok && result.error.code).toBe('forbidden');
  });
});
