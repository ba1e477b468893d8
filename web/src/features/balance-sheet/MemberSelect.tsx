import { useId } from 'react';
import { BALANCE_SHEET_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import type { AssetMember } from '../../lib/contract';

/** spec 2 §2: the member dropdown (self, partner, others, as the API orders them). */
export function MemberSelect({
  members,
  value,
  onChange,
}: {
  members: readonly AssetMember[];
  value: number;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="bs-member">
      <label htmlFor={id}>{BALANCE_SHEET_LABELS.member}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {members.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
    </div>
  );
}
