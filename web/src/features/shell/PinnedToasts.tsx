import { useSnapshot } from 'valtio';
import { isPinned, toastStore, type Toast } from '../../lib/toast.store';
import { ToastCard } from './ToastCard';
import './toasts.css';

/**
 * The signed-in layout's toasts that stay until closed (the notification prompts of spec 1 §4.5,
 * every type), in the flow right below the top bar and menu, before the main region: seen on arrival
 * without scrolling at any width, pushing the page down rather than lying over any of it.
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
