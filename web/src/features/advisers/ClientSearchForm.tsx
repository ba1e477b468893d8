import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { localeDateFormat } from '../../../../domain/validation/dates';
import { CLIENT_SEARCH_LABELS, type ClientSearchField } from '../../../../domain/validation/client-search';
import {
  clientListStore,
  searchClients,
  searchDisabled,
  searchErrors,
  setSearchField,
  touchSearchField,
} from './client-list.store';

const FIELDS: { field: ClientSearchField; label: string; autoComplete: string; hint?: (locale: string) => string }[] = [
  { field: 'name', label: CLIENT_SEARCH_LABELS.name, autoComplete: 'off' },
  {
    field: 'dob',
    label: CLIENT_SEARCH_LABELS.dob,
    autoComplete: 'off',
    hint: (locale) => `Use the format ${localeDateFormat(locale)}`,
  },
  { field: 'postcode', label: CLIENT_SEARCH_LABELS.postcode, autoComplete: 'off' },
];

/** The client search form (spec 1 §2.9, §5): every criterion optional, each one given must be valid. */
export function ClientSearchForm({ locale }: { locale: string }) {
  // Synchronous snapshot: the inputs are bound to the store and must not lose the caret.
  const snap = useSnapshot(clientListStore, { sync: true });
  const errors = searchErrors(snap.form, locale);
  const disabled = searchDisabled(snap, locale) || snap.searching;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void searchClients(locale);
  };

  return (
    <form className="client-search" onSubmit={submit} noValidate role="search" aria-label="Search your clients">
      {FIELDS.map(({ field, label, autoComplete, hint }) => {
        const id = `client-search-${field}`;
        const message = snap.touched[field] ? errors[field] : undefined;
        const describedBy =
          [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div className="field client-search__field" key={field}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              name={field}
              className="input"
              type="text"
              inputMode={field === 'dob' ? 'numeric' : undefined}
              autoComplete={autoComplete}
              value={snap.form[field]}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => setSearchField(field, e.target.value)}
              onBlur={() => touchSearchField(field)}
              // Enter does nothing while Search is disabled: say why instead.
              onKeyDown={(e) => e.key === 'Enter' && touchSearchField(field)}
            />
            {/* After the input, so the inputs of the row line up. */}
            {hint && (
              <span className="field__hint" id={`${id}-hint`}>
                {hint(locale)}
              </span>
            )}
            {message && (
              <span className="field__error" id={`${id}-error`}>
                {message}
              </span>
            )}
          </div>
        );
      })}
      <div className="client-search__actions">
        <button type="submit" className="button" disabled={disabled}>
          {CLIENT_SEARCH_LABELS.submit}
        </button>
      </div>
    </form>
  );
}
