import { useState, type FormEvent } from 'react';
import { DATE_RANGE_LABELS } from '../../../../domain/analysis/custom-range';
import {
  earliestReportDate,
  SINGLE_DATE_CHOICES,
  type SingleDateChoice,
} from '../../../../domain/valuation/valuation-dates';
import { dateKindFor } from '../../../../domain/valuation/valuation-request';
import { RadioGroup, TextField } from '../../components/form-kit';
import type { ValuationOptions, ValuationTemplateView } from '../../lib/contract';
import { SelectField } from './SelectField';
import { choicesFor, formErrors, initialForm, runBody, type FormErrors, type ReportFormState } from './valuation-form';
import { runReport } from './valuation.store';

const SELECTOR_LABEL: Record<string, string> = {
  'Select Entity': 'Report on',
  'Account Group': 'Account group',
  'Account Group Or Account': 'Account group or account',
  'Select Portfolios': 'Portfolio',
};

/** Not in the spec: the note shown when the hold-back period is on (spec 3 §5). */
export const HOLD_BACK_NOTE = "Today's values are not available yet: a report to today uses yesterday's.";

/** A templated report (spec 3 §2): its selector and date parameters, then Run. */
export function ReportForm({
  template,
  options,
  busy,
}: {
  template: ValuationTemplateView;
  options: ValuationOptions;
  busy: boolean;
}) {
  const [form, setForm] = useState<ReportFormState>(() => initialForm(template, options));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (patch: Partial<ReportFormState>) => setForm((f) => ({ ...f, ...patch }));
  /** The dates are checked live: when the end date changes, and when the start changes while an error shows. */
  const setDate = (patch: Partial<ReportFormState>, live: boolean) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (live || Object.keys(errors).length) setErrors(formErrors(template, next, options));
  };
  const choices = choicesFor(template, options);
  const dates = dateKindFor(template.dateParameters);
  const id = (part: string) => `vr-${template.id}-${part}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = formErrors(template, form, options);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(id(found.from ? 'from' : found.to ? 'to' : 'date'))?.focus();
      return;
    }
    void runReport(runBody(template, form), template.name);
  };

  return (
    <form className="vr-form" onSubmit={submit} noValidate aria-label={`${template.name} options`}>
      {choices.length > 0 && (
        <SelectField
          id={id('choice')}
          label={SELECTOR_LABEL[template.requiredSelector] ?? 'Report on'}
          value={form.choice}
          options={choices}
          onChange={(choice) => set({ choice })}
        />
      )}
      {dates === 'range' && (
        <div className="vr-dates">
          <TextField
            id={id('from')}
            type="date"
            label={DATE_RANGE_LABELS.start}
            value={form.from}
            min={earliestReportDate(options.today)}
            max={options.today}
            onChange={(from) => setDate({ from }, false)}
            error={errors.from}
          />
          <TextField
            id={id('to')}
            type="date"
            label={DATE_RANGE_LABELS.end}
            value={form.to}
            min={earliestReportDate(options.today)}
            max={options.today}
            onChange={(to) => setDate({ to }, true)}
            error={errors.to}
          />
        </div>
      )}
      {dates === 'single' && (
        <>
          <RadioGroup
            name={id('when')}
            legend="Report date"
            options={SINGLE_DATE_CHOICES.map((c) => ({ value: c.key, label: c.label }))}
            value={form.dateChoice}
            onChange={(v) => set({ dateChoice: v as SingleDateChoice })}
          />
          {form.dateChoice === 'custom' && (
            <TextField
              id={id('date')}
              type="date"
              label="Date"
              value={form.date}
              min={earliestReportDate(options.today)}
              max={options.today}
              onChange={(date) => set({ date })}
              error={errors.date}
            />
          )}
        </>
      )}
      {options.holdBack && dates !== 'none' && <p className="field__hint">{HOLD_BACK_NOTE}</p>}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          Run report
        </button>
      </div>
    </form>
  );
}
