import type { SigningItem } from '../../../lib/contract';

/** spec 3 §4: statuses as badges (warning Pending, info Awaiting signature, success Signed, danger Declined). */
export function SigningBadge({ badge }: { badge: SigningItem['badge'] }) {
  return <span className={`badge badge--${badge.tone}`}>{badge.text}</span>;
}
