import { useId } from 'react';
import { REVIEW_CHANGES_LABEL } from '../../../../domain/review/review-pages';
import { RadioGroup } from '../../components/form-kit';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const asChoice = (v: boolean | null) => (v === null ? null : v ? 'yes' : 'no');

/** One person's Yes / No answer, with 'Please tell us about your changes' after a Yes (spec 3 §2). */
export function YesNoAnswer({
  name,
  legend,
  value,
  onChange,
  text,
  onText,
  error,
  additionalInformation,
}: {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (v: boolean) => void;
  text: string;
  onText: (t: string) => void;
  error?: string;
  additionalInformation: boolean;
}) {
  const textId = useId();
  return (
    <div className="review-answer">
      <RadioGroup
        name={name}
        legend={legend}
        options={YES_NO}
        value={asChoice(value)}
        onChange={(v) => onChange(v === 'yes')}
        error={error}
      />
      {additionalInformation && value === true && (
        <div className="field review-answer__changes">
          <label htmlFor={textId}>{REVIEW_CHANGES_LABEL}</label>
          <textarea
            id={textId}
            className="input review-answer__text"
            rows={4}
            maxLength={2000}
            value={text}
            onChange={(e) => onText(e.target.value)}
          />
        </div>
      )}
    </div>
  );
}
