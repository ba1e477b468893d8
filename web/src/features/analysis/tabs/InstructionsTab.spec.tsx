import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  INVESTMENT_INSTRUCTIONS_TEXT,
  NO_INVESTMENT_INSTRUCTIONS,
} from '../../../../../domain/analysis/investment-instructions';
import { errorReply, fakeApi } from '../../../testing/api-fake';
import { InstructionsTab } from './InstructionsTab';
import { resetInstructions } from './instructions.store';
import { instructions, noInstructions } from './testing/account-reads-fixtures';

describe('InstructionsTab', () => {
  beforeEach(() => resetInstructions());

  it("shows a skeleton, then the target set's description, the sentence and the weights", async () => {
    fakeApi(() => ({ body: instructions() }));
    render(<InstructionsTab query={{ account: 10001101 }} />);
    expect(screen.getByRole('status').textContent).toContain('Loading investment instructions');
    expect(await screen.findByRole('heading', { name: 'Balanced Growth model' })).toBeTruthy();
    expect(screen.getByText(INVESTMENT_INSTRUCTIONS_TEXT)).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Vanguard FTSE All-World UCITS ETF', 'VWRL', '40.00%'],
      ['Vanguard LifeStrategy 60% Equity Fund', 'VLS60', '30.00%'],
      ['Vanguard UK Gilt UCITS ETF', 'VGOV', '20.00%'],
      ['Sterling Liquidity Fund', 'CASHF', '10.00%'],
    ]);
  });

  it('shows the empty text when no target set is linked', async () => {
    fakeApi(() => ({ body: noInstructions() }));
    render(<InstructionsTab query={{ account: 10001104 }} />);
    expect(await screen.findByText(NO_INVESTMENT_INSTRUCTIONS)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a warning panel on failure and retries', async () => {
    let fail = true;
    fakeApi(() => (fail ? errorReply(500, 'internal', 'Something went wrong') : { body: instructions() }));
    render(<InstructionsTab query={{ account: 10001101 }} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The investment instructions could not be loaded.',
    );
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByRole('heading', { name: 'Balanced Growth model' })).toBeTruthy();
  });
});
