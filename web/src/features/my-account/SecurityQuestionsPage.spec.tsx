import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { siteStore } from '../../lib/site.store';
import { fakeApi } from '../../testing/api-fake';
import { siteConfig } from '../account/testing/site-config';
import { SecurityQuestionsPage } from './SecurityQuestionsPage';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const OPTIONS = ['First school?', '', 'Town of birth?'];

describe('SecurityQuestionsPage', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
  });

  it("offers 'Please select', the content's questions without blanks, and 'Other'", async () => {
    fakeApi(() => ({ body: { options: OPTIONS, minAnswerLength: 8 } }));
    render(<SecurityQuestionsPage />);
    const select = await screen.findByLabelText<HTMLSelectElement>('Security question 1');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Please select',
      'First school?',
      'Town of birth?',
      'Other',
    ]);
  });

  it('shows each rule live and keeps Save disabled until the form is valid, then sets the questions', async () => {
    const calls = fakeApi((c) =>
      c.method === 'PUT'
        ? { body: { saved: true, message: 'Your security questions have been set' } }
        : { body: { options: OPTIONS, minAnswerLength: 8 } },
    );
    render(<SecurityQuestionsPage />);
    await screen.findByLabelText('Security question 1');
    expect(save().disabled).toBe(true);
    type('Security question 1', 'First school?');
    type('Answer 1', 'short');
    expect(screen.getByText('Answer needs to be at least 8 characters')).toBeTruthy();
    type('Answer 1', '');
    expect(screen.getByText('Please enter an answer to your security question.')).toBeTruthy();
    type('Security question 2', 'First school?');
    expect(screen.getByText('Please select two different security questions.')).toBeTruthy();
    type('Security question 2', 'Other');
    type('Your own question 2', 'x'.repeat(257));
    expect(screen.getByText('Question needs to be at most 256 characters')).toBeTruthy();
    type('Your own question 2', 'My own?');
    type('Answer 2', 'a'.repeat(257));
    expect(screen.getByText('Answer needs to be at most 256 characters')).toBeTruthy();
    type('Answer 2', 'second-answer');
    type('Answer 1', 'first-answer');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('Your security questions have been set')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/my-account/security-questions',
      body: {
        question1: 'First school?',
        answer1: 'first-answer',
        question2: 'Other',
        customQuestion2: 'My own?',
        answer2: 'second-answer',
      },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Answer 1').value).toBe(''));
  });

  it("asks no minimum length when the platform's version calls for none", async () => {
    fakeApi(() => ({ body: { options: OPTIONS, minAnswerLength: 0 } }));
    render(<SecurityQuestionsPage />);
    await screen.findByLabelText('Security question 1');
    type('Security question 1', 'First school?');
    type('Answer 1', 'a');
    type('Security question 2', 'Town of birth?');
    type('Answer 2', 'b');
    expect(screen.queryByText(/at least/)).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it("shows 'Please enter a security question.' when a question goes back to 'Please select'", async () => {
    fakeApi(() => ({ body: { options: OPTIONS, minAnswerLength: 8 } }));
    render(<SecurityQuestionsPage />);
    await screen.findByLabelText('Security question 1');
    type('Security question 1', 'First school?');
    type('Security question 1', '');
    expect(screen.getByText('Please enter a security question.')).toBeTruthy();
  });
});
