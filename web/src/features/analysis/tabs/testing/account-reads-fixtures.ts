import type { InvestmentInstructions, PaymentInformation } from '../../../../lib/contract';

export function instructions(over: Partial<InvestmentInstructions> = {}): InvestmentInstructions {
  return {
    accountId: 10001101,
    accountName: 'Stocks and Shares ISA',
    targetSet: { id: 901, description: 'Balanced Growth model' },
    text: 'Your contributions will be distributed according to the following asset weight',
    securities: [
      { securityId: 7001, code: 'VWRL', description: 'Vanguard FTSE All-World UCITS ETF', weight: 40 },
      { securityId: 7005, code: 'VLS60', description: 'Vanguard LifeStrategy 60% Equity Fund', weight: 30 },
      { securityId: 7003, code: 'VGOV', description: 'Vanguard UK Gilt UCITS ETF', weight: 20 },
      { securityId: 7010, code: 'CASHF', description: 'Sterling Liquidity Fund', weight: 10 },
    ],
    empty: null,
    ...over,
  };
}

export const noInstructions = (): InvestmentInstructions =>
  instructions({
    targetSet: null,
    text: null,
    securities: [],
    empty: 'There is currently no investment instructions set-up for this account.',
  });

export function payments(over: Partial<PaymentInformation> = {}): PaymentInformation {
  return {
    heading: 'Payment options for transferring funds',
    notes: [
      'BPAY payments may take up to four business days to reflect.',
      "For bank transfers, check the institution's processing times.",
    ],
    bpay: [{ accountId: 10012101, billerCode: '254078', reference: '4000123457' }],
    bankAccounts: [
      {
        accountId: 10012101,
        bank: 'Commonwealth Bank of Australia',
        accountName: 'Walsh Super Fund Contributions',
        bsb: '062-000',
        accountNumber: '10456789',
      },
    ],
    empty: null,
    ...over,
  };
}

export const noPayments = (): PaymentInformation =>
  payments({ notes: [], bpay: [], bankAccounts: [], empty: 'No payment method available yet.' });
