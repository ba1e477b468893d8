import { useSnapshot } from 'valtio';
import { isPinned, toastStore, type Toast } from '../../lib/toast.store';
import { ToastCard } from './ToastCard';
import './toasts.css';

/**
 * The signed-in layout's toasts that stay until closed (the notification prompts of spec 1 §4.5),
 * in the flow right after the main region (the next stop in the tab order after the page): on a long
 * page they take their own room rather than lie over the content as a floating toast would.
 */
export function PinnedToasts() {
  const { toasts } = useSnapshot(toastStore);
  const pinned = (toasts as Toast[]).filter(isPinned);
  if (pinned.length === 0) return null;
  return (
    <div className="toasts-pinned">
      {pinned.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </div>
  );
}
