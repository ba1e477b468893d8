import { cleanup, render } from '@testing-library/react';
import { OTHER_QUESTION } from '../../../domain/validation/security-questions';
import { ChosenQuestion } from './ChosenQuestion';

describe('ChosenQuestion', () => {
  afterEach(cleanup);

  it('repeats the chosen question in full, for the eye only (the drop-down already says it to screen readers)', () => {
    const { container } = render(<ChosenQuestion question="What is the name of the town where you were born?" />);
    const p = container.querySelector('p.chosen-question')!;
    expect(p.textContent).toBe('What is the name of the town where you were born?');
    expect(p.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(['', OTHER_QUESTION])('shows nothing for %j (no choice, or one’s own question typed in full below)', (q) => {
    expect(render(<ChosenQuestion question={q} />).container.innerHTML).toBe('');
  });
});
