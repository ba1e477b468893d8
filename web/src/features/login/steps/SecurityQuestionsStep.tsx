import { useEffect, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { isValid } from '../../../../../domain/validation/field-errors';
import {
  DEFAULT_SECURITY_QUESTIONS,
  OTHER_QUESTION,
  PLEASE_SELECT,
  securityQuestionOptions,
  validateSecurityQuestions,
  type SecurityQuestionsField,
  type SecurityQuestionsValues,
} from '../../../../../domain/validation/security-questions';
import { ChosenQuestion } from '../../../components/ChosenQuestion';
import { ErrorSummary, ReturnToLogin, StepHeading, StepMessages, summaryOf, TextField } from '../form-kit';
import { loginApi } from '../login-api';
import { cancelLogin, loginStore, setSecurityQuestions } from '../login.store';

export { DEFAULT_SECURITY_QUESTIONS };

const IDS: Record<SecurityQuestionsField, string> = {
  question1: 'security-question-1',
  customQuestion1: 'security-custom-question-1',
  answer1: 'security-answer-1',
  question2: 'security-question-2',
  customQuestion2: 'security-custom-question-2',
  answer2: 'security-answer-2',
};

type Values = Required<{ [K in keyof SecurityQuestionsValues]: string }>;

/**
 * The minimum answer length the platform's version calls for (spec 3 §5), from the BFF; 0 until it
 * answers (or when it cannot), the BFF refusing short answers itself in any case.
 */
function useMinAnswerLength(): number {
  const [min, setMin] = useState(0);
  useEffect(() => {
    let live = true;
    loginApi.securityAnswerMinimum().then(
      (answer) => live && setMin(answer.minAnswerLength),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return min;
}

/** SetSecurityQuestions: two questions (or 'Other' with one's own) and their answers. */
export function SecurityQuestionsStep({ options }: { options?: readonly string[] }) {
  const { submitting } = useSnapshot(loginStore);
  const minAnswerLength = useMinAnswerLength();
  const questions = securityQuestionOptions(options?.length ? options : DEFAULT_SECURITY_QUESTIONS);
  const [values, setValues] = useState<Values>({
    question1: '',
    customQuestion1: '',
    answer1: '',
    question2: '',
    customQuestion2: '',
    answer2: '',
  });
  const [attempt, setAttempt] = useState(0);
  const errors = attempt > 0 ? validateSecurityQuestions(values, minAnswerLength) : {};
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((n) => n + 1);
    if (!isValid(validateSecurityQuestions(values, minAnswerLength))) return;
    const pick = (q: string, custom: string) => (q === OTHER_QUESTION ? custom : q).trim();
    void setSecurityQuestions([
      { question: pick(values.question1, values.customQuestion1), answer: values.answer1.trim() },
      { question: pick(values.question2, values.customQuestion2), answer: values.answer2.trim() },
    ]);
  };

  return (
    <form className="login-step" noValidate onSubmit={submit}>
      <StepHeading level={1}>Set your security questions</StepHeading>
      <ErrorSummary
        errors={summaryOf(errors, IDS).map((e) => ({ ...e, message: `Question ${e.id.slice(-1)}: ${e.message}` }))}
        focusKey={attempt}
      />
      <StepMessages />
      <p>Choose two security questions. We will ask you them if you forget your password.</p>
      {minAnswerLength > 0 && <p className="field__hint">Each answer needs at least {minAnswerLength} characters.</p>}
      {([1, 2] as const).map((n) => {
        const q = `question${n}` as const;
        const custom = `customQuestion${n}` as const;
        const answer = `answer${n}` as const;
        const errorId = `${IDS[q]}-error`;
        return (
          <fieldset key={n} className="security-question">
            <legend className="security-question__legend">Question {n}</legend>
            <div className="field">
              <label htmlFor={IDS[q]}>Security question {n}</label>
              {errors[q] && (
                <span className="field__error" id={errorId}>
                  <span className="visually-hidden">Error: </span>
                  {errors[q]}
                </span>
              )}
              <select
                id={IDS[q]}
                className="input"
                value={values[q]}
                onChange={(e) => set(q)(e.target.value)}
                aria-invalid={errors[q] ? true : undefined}
                aria-describedby={errors[q] ? errorId : undefined}
              >
                <option value="">{PLEASE_SELECT}</option>
                {questions.map((text) => (
                  <option key={text} value={text}>
                    {text}
                  </option>
                ))}
                <option value={OTHER_QUESTION}>{OTHER_QUESTION}</option>
              </select>
              <ChosenQuestion question={values[q]} />
            </div>
            {values[q] === OTHER_QUESTION && (
              <TextField
                id={IDS[custom]}
                label={`Your own question ${n}`}
                value={values[custom]}
                onChange={set(custom)}
                error={errors[custom]}
                maxLength={256}
              />
            )}
            <TextField
              id={IDS[answer]}
              label={`Answer ${n}`}
              value={values[answer]}
              onChange={set(answer)}
              error={errors[answer]}
              autoComplete="off"
              maxLength={256}
            />
          </fieldset>
        );
      })}
      <div className="button-row">
        <button type="submit" className="button" disabled={submitting}>
          Save and continue
        </button>
        <ReturnToLogin onReturn={() => void cancelLogin()} />
      </div>
    </form>
  );
}
