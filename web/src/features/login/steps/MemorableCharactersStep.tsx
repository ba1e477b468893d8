import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { lastCharacter, validateMemorablePositions } from '../../../../../domain/auth/login-flow';
import { itemAt } from '../../../../../domain/shared/present';
import { canSubmitMemorableCharacters } from '../../../../../domain/validation/memorable-characters';
import { ReturnToLogin, StepHeading, StepMessages, TextField } from '../form-kit';
import { answerMemorableCharacters, cancelLogin, loginStore } from '../login.store';

/** MemorableCharactersRequired: one character for each of three positions of the memorable word. */
export function MemorableCharactersStep() {
  const { view, submitting } = useSnapshot(loginStore);
  const [characters, setCharacters] = useState(['', '', '']);
  const [showHint, setShowHint] = useState(false);
  const positions = validateMemorablePositions(view?.positions);
  const hint = view?.hint?.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canSubmitMemorableCharacters(characters)) void answerMemorableCharacters(characters);
  };

  return (
    <form className="login-step" noValidate onSubmit={submit}>
      <StepHeading level={2}>Enter your memorable word</StepHeading>
      <StepMessages />
      {!positions.ok ? (
        <div className="alert alert--error" role="alert">
          {positions.error}
        </div>
      ) : (
        <>
          <p id="memorable-instructions">
            Enter the characters of your memorable word at the positions shown, one character in each box.
          </p>
          <div className="memorable">
            {positions.value.map((position, i) => (
              <TextField
                key={position + '-' + i}
                id={`memorable-character-${i + 1}`}
                label={`Character ${position}`}
                value={itemAt(characters, i)}
                onChange={(typed) => setCharacters((cs) => cs.map((c, j) => (j === i ? lastCharacter(typed) : c)))}
                describedBy="memorable-instructions"
                inputClassName="input--short"
                type="password"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            ))}
          </div>
          {hint && (
            <div className="memorable__hint">
              <button
                type="button"
                className="button button--link"
                aria-expanded={showHint}
                aria-controls="memorable-hint"
                onClick={() => setShowHint((s) => !s)}
              >
                {showHint ? 'Hide hint' : 'Show hint'}
              </button>
              <p id="memorable-hint" className="memorable__hint-text" hidden={!showHint}>
                Hint: {hint}
              </p>
            </div>
          )}
        </>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button"
          disabled={!positions.ok || !canSubmitMemorableCharacters(characters) || submitting}
        >
          Continue
        </button>
        <ReturnToLogin onReturn={() => void cancelLogin()} />
      </div>
    </form>
  );
}
