import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isValid } from '../../../../domain/validation/field-errors';
import {
  OTHER_QUESTION,
  PLEASE_SELECT,
  SECURITY_QUESTIONS_SET,
  SECURITY_TEXT_MAX_LENGTH,
  securityQuestionOptions,
  validateSecurityQuestions,
  type SecurityQuestionsField,
} from '../../../../domain/validation/security-questions';
import { PREFERENCES_SAVE_ERROR } from '../../../../domain/account/preferences';
import { ChosenQuestion } from '../../components/ChosenQuestion';
import { TextField } from '../../components/form-kit';
import { usePageTitle } from '../../lib/use-page-title';
import { myAccountApi, type SecurityQuestionSettings } from './my-account.api';
import { MyAccountSkeleton } from './MyAccountSkeleton';
import { LoadFailedAlert, SaveButtons, SaveOutcome, useSaveFeedback } from './save-feedback';
import './my-account.css';

export const SECURITY_QUESTIONS_HEADING = 'Security questions';
const LOAD_ERROR =
  'There has been a problem loading your security questions. Please try again. If the problem persists please contact support.';

type Values = Record<SecurityQuestionsField, string>;
const EMPTY: Values = {
  question1: '',
  customQuestion1: '',
  answer1: '',
  question2: '',
  customQuestion2: '',
  answer2: '',
};
const ID = (f: SecurityQuestionsField) => `my-${f.replace(/([A-Z])/g, '-$1').toLowerCase()}`;

/**
 * spec 3 §2 "Security questions page", §5, §8: two questions (from site content, or 'Other' with one's
 * own) and their answers; each rule's text shows as soon as a field has been used, and Save stays
 * disabled until the form is valid. The server checks the same rules.
 */
export function SecurityQuestionsPage() {
  usePageTitle(SECURITY_QUESTIONS_HEADING);
  const [settings, setSettings] = useState<SecurityQuestionSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<SecurityQuestionsField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SecurityQuestionsField, string>>>({});
  const { saving, outcome, outcomeRef, clearOutcome, run } = useSaveFeedback();

  const fetchSettings = useCallback(() => {
    myAccountApi.securityQuestions().then(setSettings, () => setLoadFailed(true));
  }, []);
  useEffect(fetchSettings, [fetchSettings]);
  const retry = () => {
    setLoadFailed(false);
    fetchSettings();
  };

  const min = settings?.minAnswerLength ?? 0;
  const errors = validateSecurityQuestions(values, min);
  const valid = isValid(errors);
  const shown = (f: SecurityQuestionsField) => serverErrors[f] ?? (touched[f] ? errors[f] : undefined);
  const set = (f: SecurityQuestionsField) => (value: string) => {
    setValues((v) => ({ ...v, [f]: value }));
    setTouched((t) => ({ ...t, [f]: true }));
    setServerErrors((e) => ({ ...e, [f]: undefined }));
    clearOutcome();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || saving) return;
    await run(async () => {
      const result = await myAccountApi.setSecurityQuestions(values);
      if (!result.saved) {
        setServerErrors(result.errors ?? {});
        return null;
      }
      setValues(EMPTY);
      setTouched({});
      return result.message ?? SECURITY_QUESTIONS_SET;
    }, PREFERENCES_SAVE_ERROR);
  };

  const options = securityQuestionOptions(settings?.options ?? []);

  return (
    <div className="my-account">
      <h1>{SECURITY_QUESTIONS_HEADING}</h1>
      <SaveOutcome outcome={outcome} outcomeRef={outcomeRef} />
      {loadFailed && <LoadFailedAlert text={LOAD_ERROR} onRetry={retry} />}
      {!settings && !loadFailed && <MyAccountSkeleton label="Loading the security questions" rows={5} />}
      {settings && (
        <form className="panel" onSubmit={(e) => void submit(e)} noValidate>
          <p>
            Choose two different questions and give answers you will remember. We will ask you them if you forget your
            password.
          </p>
          {min > 0 && <p className="field__hint">Each answer needs at least {min} characters.</p>}
          {([1, 2] as const).map((n) => {
            const q = `question${n}` as const;
            const custom = `customQuestion${n}` as const;
            const answer = `answer${n}` as const;
            const qError = shown(q);
            const errorId = `${ID(q)}-error`;
            return (
              <fieldset key={n} className="my-security-question">
                <legend className="my-security-question__legend">Question {n}</legend>
                <div className="field">
                  <label htmlFor={ID(q)}>Security question {n}</label>
                  {qError && (
                    <span className="field__error" id={errorId}>
                      <span className="visually-hidden">Error: </span>
                      {qError}
                    </span>
                  )}
                  <select
                    id={ID(q)}
                    className="input"
                    value={values[q]}
                    onChange={(e) => set(q)(e.target.value)}
                    onBlur={() => setTouched((t) => ({ ...t, [q]: true }))}
                    aria-invalid={qError ? true : undefined}
                    aria-describedby={qError ? errorId : undefined}
                  >
                    <option value="">{PLEASE_SELECT}</option>
                    {options.map((text) => (
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
                    id={ID(custom)}
                    label={`Your own question ${n}`}
                    value={values[custom]}
                    onChange={set(custom)}
                    onBlur={() => setTouched((t) => ({ ...t, [custom]: true }))}
                    error={shown(custom)}
                    maxLength={SECURITY_TEXT_MAX_LENGTH + 1}
                  />
                )}
                <TextField
                  id={ID(answer)}
                  label={`Answer ${n}`}
                  value={values[answer]}
                  onChange={set(answer)}
                  onBlur={() => setTouched((t) => ({ ...t, [answer]: true }))}
                  error={shown(answer)}
                  autoComplete="off"
                  maxLength={SECURITY_TEXT_MAX_LENGTH + 1}
                />
              </fieldset>
            );
          })}
          <SaveButtons enabled={valid} saving={saving} />
        </form>
      )}
    </div>
  );
}
