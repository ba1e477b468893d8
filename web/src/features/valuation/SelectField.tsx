import type { ChoiceOption } from './valuation-form';

/** A labelled native select; options with a group sit under an optgroup of that name. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
}) {
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  const render = (list: readonly ChoiceOption[]) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {groups.length === 1 && !groups[0]
          ? render(options)
          : groups.map((g) =>
              g ? (
                <optgroup key={g} label={g}>
                  {render(options.filter((o) => o.group === g))}
                </optgroup>
              ) : (
                render(options.filter((o) => !o.group))
              ),
            )}
      </select>
    </div>
  );
}
