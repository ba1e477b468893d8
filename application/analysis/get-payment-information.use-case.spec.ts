import { SiteAccessLevel } from '../../domain/access/access-level';
import { BANK_TRANSFER_NOTE, BPAY_NOTE, NO_PAYMENT_METHOD } from '../../domain/analysis/payment-information';
import { PlatformError } from '../ports/platform-error';
import { PortfolioPort, type AccountSummary, type PaymentInformation } from '../ports/portfolio.port';
import { fakePlatform } from '../support/testing/fake-platform';
import { InMemorySiteConfig } from '../support/testing/fake-site-config';
import { AnalysisScopeLoader } from './analysis-scope';
import { GetPaymentInformationUseCase as UseCase } from './get-payment-information.use-case';
import { splitActor } from '../session/testing/test-actor';

const credential = { token: 't' };
const account = (id: number): AccountSummary => ({
  id,
  name: `Account ${id}`,
  portfolioId: 100,
  portfolioName: 'Mine',
  groupCode: null,
  groupName: null,
  serviceType: 'Discretionary',
  planCurrency: 'AUD',
  blocked: false,
  inceptionDate: '2020-01-01',
  activeDate: '2020-01-01',
});
/** The client's own accounts are 7, 8 and 9. */
const portWith = (paymentInformation: PortfolioPort['paymentInformation']) =>
  Object.assign(Object.create(PortfolioPort.prototype) as PortfolioPort, {
    paymentInformation,
    clientPortfolios: async () => [
      {
        id: 100,
        name: 'Mine',
        reportCurrency: 'AUD',
        ownerEntityId: 1,
        ownerName: 'L',
        type: 'PT_SINGLE',
        reasonForVisibility: 'single_owner',
        sortOrder: 1,
      },
    ],
    portfolioAccounts: async () => [account(7), account(8), account(9)],
    visibilityLinks: async () => [],
    accountGroups: async () => [],
  });
const platform = fakePlatform({
  getToggleCondition: async () => ({ key: 'client_analysis', enabled: true }),
  getClient: async () => ({ preferredCurrency: 'AUD' }),
  getCapabilities: async () => ['view_portfolio'],
});
/** The use case with the scope the client's accounts come from. */
class GetPaymentInformationUseCase extends UseCase {
  constructor(port: PortfolioPort) {
    super(port, new AnalysisScopeLoader(port, platform, platform, platform, new InMemorySiteConfig()));
  }
}
const rows =
  (...r: PaymentInformation[]) =>
  async () =>
    r;

describe('GetPaymentInformationUseCase', () => {
  it('lists every BPAY entry and bank account with its account, and the notes for what is listed', async () => {
    const port = portWith(
      rows(
        { accountId: 7, bpays: [{ id: 1, billerCode: '123', reference: '456' }], bankAccounts: [] },
        {
          accountId: 8,
          bpays: [],
          bankAccounts: [{ id: 2, bank: 'Bank', accountName: 'Lena', bsb: '062-000', accountNumber: '1234' }],
        },
      ),
    );
    const result = await new GetPaymentInformationUseCase(port).execute(
      ...splitActor({ clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio }, { credential }),
    );
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
    const result = await new GetPaymentInformationUseCase(portWith(paymentInformation)).execute(
      ...splitActor({ clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio, accountId: 9 }, { credential }),
    );
    expect(result.ok && result.value).toMatchObject({
      notes: [],
      bpay: [],
      bankAccounts: [],
      empty: NO_PAYMENT_METHOD,
    });
    expect(paymentInformation).toHaveBeenCalledWith({ credential, clientId: 1, accountId: 9 });
  });

  it("answers 'not found' for an account that is not among the client's visible accounts, showing nothing of it", async () => {
    const port = portWith(
      rows({ accountId: 4242, bpays: [{ id: 1, billerCode: '123', reference: '456' }], bankAccounts: [] }),
    );
    const result = await new GetPaymentInformationUseCase(port).execute(
      ...splitActor({ clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio, accountId: 4242 }, { credential }),
    );
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'not_found', message: 'No such account among the accounts you can see.' }),
    });
  });

  it('refuses below the Portfolio level without asking the platform', async () => {
    const paymentInformation = jest.fn(rows());
    for (const level of [SiteAccessLevel.Assets, SiteAccessLevel.Messages, null]) {
      const result = await new GetPaymentInformationUseCase(portWith(paymentInformation)).execute(
        ...splitActor({ clientId: 1, siteAccessLevel: level }, { credential }),
      );
      expect(!result.ok && result.error.code).toBe('forbidden');
    }
    expect(paymentInformation).not.toHaveBeenCalled();
  });

  it("turns the platform's refusal into an error value", async () => {
    const port = portWith(() => Promise.reject(new PlatformError('forbidden', 403, null)));
    const result = await new GetPaymentInformationUseCase(port).execute(
      ...splitActor({ clientId: 1, siteAccessLevel: SiteAccessLevel.Portfolio }, { credential }),
    );
    expect(!result.ok && result.error.code).toBe('forbidden');
  });
});
