import type { Toast } from '../../lib/toast.store';
import { dismissToast } from '../../lib/toast.store';

/** One toast: errors interrupt (alert), the rest wait their turn (status); its actions and its close button. */
export function ToastCard({ toast: t }: { toast: Toast }) {
  return (
    <div
      className={`toast toast--${t.kind}`}
      role={t.kind === 'error' ? 'alert' : 'status'}
      aria-labelledby={`toast-${t.id}-title`}
    >
      <div className="toast__body">
        <p className="toast__title" id={`toast-${t.id}-title`}>
          {t.title}
        </p>
        {t.message && <p className="toast__message">{t.message}</p>}
        {t.actions && t.actions.length > 0 && (
          <div className="toast__actions">
            {t.actions.map((a, i) => (
              <button
                key={a.label}
                type="button"
                className={i === 0 ? 'button toast__action' : 'button button--secondary toast__action'}
                onClick={a.run}
              >
                {a.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={`Close: ${t.title}`}
        onClick={() => dismissToast(t.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
