import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  BANK_ACCOUNT_LABELS,
  BPAY_LABELS,
  NO_PAYMENT_METHOD,
  PAYMENT_INFORMATION_HEADING,
} from '../../../../../domain/analysis/payment-information';
import type { AnalysisQuery } from '../analysis-query';
import { loadPayments, paymentsStore, retryPayments } from './payments.store';
import { TabEmpty, TabFailure, TabSkeleton } from './TabStatusViews';
import './payments-tab.css';

function Fields({ fields }: { fields: [string, string][] }) {
  return (
    <dl className="pay-card__fields">
      {fields.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The analysis page's Payment information tab (spec 2 §2): BPAY entries, bank accounts and their notes. */
export function PaymentsTab({ query }: { query: AnalysisQuery }) {
  const snap = useSnapshot(paymentsStore);
  useEffect(() => {
    void loadPayments(query.account);
  }, [query.account]);

  if (snap.status === 'failed') return <TabFailure message={snap.error} onRetry={() => void retryPayments()} />;
  if (snap.status !== 'ready' || !snap.data) return <TabSkeleton label="Loading payment information" rows={3} />;
  const data = snap.data;
  const empty = data.bpay.length === 0 && data.bankAccounts.length === 0;

  return (
    <section className="pay-tab" aria-labelledby="pay-heading">
      <h2 id="pay-heading">{data.heading || PAYMENT_INFORMATION_HEADING}</h2>
      {empty ? (
        <TabEmpty text={data.empty ?? NO_PAYMENT_METHOD} />
      ) : (
        <>
          <div className="pay-cards">
            {data.bpay.map((b) => (
              <section
                key={`bpay-${b.accountId}-${b.billerCode}-${b.reference}`}
                className="pay-card"
                aria-label={`${BPAY_LABELS.heading} ${b.billerCode}`}
              >
                <h3>{BPAY_LABELS.heading}</h3>
                <Fields
                  fields={[
                    [BPAY_LABELS.billerCode, b.billerCode],
                    [BPAY_LABELS.reference, b.reference],
                  ]}
                />
              </section>
            ))}
            {data.bankAccounts.map((a) => (
              <section
                key={`bank-${a.accountId}-${a.bsb}-${a.accountNumber}`}
                className="pay-card"
                aria-label={`${BANK_ACCOUNT_LABELS.heading} ${a.bank}`}
              >
                <h3>{BANK_ACCOUNT_LABELS.heading}</h3>
                <Fields
                  fields={[
                    [BANK_ACCOUNT_LABELS.bank, a.bank],
                    [BANK_ACCOUNT_LABELS.accountName, a.accountName],
                    [BANK_ACCOUNT_LABELS.bsb, a.bsb],
                    [BANK_ACCOUNT_LABELS.accountNumber, a.accountNumber],
                  ]}
                />
              </section>
            ))}
          </div>
          {data.notes.length > 0 && (
            <ul className="pay-notes">
              {data.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
