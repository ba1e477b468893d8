/** spec 2 §2, Analysis page, "Payment information tab": its texts. */
export const PAYMENT_INFORMATION_HEADING = 'Payment options for transferring funds';
export const BPAY_NOTE = 'BPAY payments may take up to four business days to reflect.';
export const BANK_TRANSFER_NOTE = "For bank transfers, check the institution's processing times.";
/** spec 2 §2: shown when the selection has no BPAY entry and no bank account. */
export const NO_PAYMENT_METHOD = 'No payment method available yet.';
/** spec 2 §2: the fields of a BPAY entry and of a bank account, as the tab labels them. */
export const BPAY_LABELS = { heading: 'BPAY', billerCode: 'Biller code', reference: 'Reference number' } as const;
export const BANK_ACCOUNT_LABELS = {
  heading: 'Bank transfer',
  bank: 'Bank',
  accountName: 'Account name',
  bsb: 'BSB',
  accountNumber: 'Account number',
} as const;
