import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../../lib/toast.store';
import './toasts.css';

/** spec 1 §8: toasts bottom-left, newest on top; errors interrupt (alert), the rest wait their turn (status). */
export function Toasts() {
  const { toasts } = useSnapshot(toastStore);
  return (
    <div className="toasts">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'} aria-labelledby={`toast-${t.id}-title`}>
          <div className="toast__body">
            <p className="toast__title" id={`toast-${t.id}-title`}>
              {t.title}
            </p>
            {t.message && <p className="toast__message">{t.message}</p>}
            {t.actions && t.actions.length > 0 && (
              <div className="toast__actions">
                {t.actions.map((a, i) => (
                  <button key={a.label} type="button" className={i === 0 ? 'button toast__action' : 'button button--secondary toast__action'} onClick={a.run}>
                    {a.label}
                  </button>
                ))}
              </div>
            )}
          </div>
          <button type="button" className="toast__close" aria-label={`Close: ${t.title}`} onClick={() => dismissToast(t.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
