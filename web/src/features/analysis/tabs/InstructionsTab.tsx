import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import {
  INSTRUCTION_COLUMNS,
  INVESTMENT_INSTRUCTIONS_TEXT,
  NO_INVESTMENT_INSTRUCTIONS,
} from '../../../../../domain/analysis/investment-instructions';
import { formatPercent } from '../../../../../domain/format/quantity-format';
import type { AnalysisQuery } from '../analysis-query';
import { instructionsStore, loadInstructions, retryInstructions } from './instructions.store';
import { TabEmpty, TabFailure, TabSkeleton } from './TabStatusViews';
import './instructions-tab.css';

/** The analysis page's Investment instructions tab (spec 2 §2): the first target set of the account and its weights. */
export function InstructionsTab({ query }: { query: AnalysisQuery }) {
  const snap = useSnapshot(instructionsStore);
  useEffect(() => {
    void loadInstructions(query.account);
  }, [query.account]);

  if (snap.status === 'failed') return <TabFailure message={snap.error} onRetry={() => void retryInstructions()} />;
  if (snap.status !== 'ready') return <TabSkeleton label="Loading investment instructions" rows={4} />;
  const data = snap.data;
  if (!data || !data.targetSet || data.securities.length === 0)
    return <TabEmpty text={data?.empty ?? NO_INVESTMENT_INSTRUCTIONS} />;

  return (
    <section className="instr-tab" aria-labelledby="instr-heading">
      <h2 id="instr-heading" className="instr-tab__heading">
        {data.targetSet.description}
      </h2>
      <p>{data.text ?? INVESTMENT_INSTRUCTIONS_TEXT}</p>
      <table className="tab-table tab-table--stack instr-table">
        <caption className="visually-hidden">Asset weights of {data.targetSet.description}</caption>
        <thead>
          <tr>
            <th scope="col">{INSTRUCTION_COLUMNS.security}</th>
            <th scope="col">{INSTRUCTION_COLUMNS.code}</th>
            <th scope="col" className="num">
              {INSTRUCTION_COLUMNS.weight}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.securities.map((s) => (
            <tr key={s.securityId}>
              <th scope="row" className="instr-table__name">
                {s.description}
              </th>
              <td data-label={INSTRUCTION_COLUMNS.code}>{s.code}</td>
              <td className="num" data-label={INSTRUCTION_COLUMNS.weight}>
                {formatPercent(s.weight, 'weight')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
