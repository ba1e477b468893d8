import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { contextNoticeStore, dismissContextNotice } from '../../lib/session.store';
import './context-notice.css';

export const CLOSE_CONTEXT_NOTICE = 'Close this notice';

/**
 * After another tab of the browser changed the session (another client chosen, another user signed
 * in) and this page reloaded it: 'You are now viewing Ben Hartley in another tab.', above the page,
 * until closed or the context changes again. The status region is there before its words, so a
 * screen reader announces them.
 */
/** Closing the notice takes its button away: focus goes to the page's content, not to the document's start. */
function close(): void {
  dismissContextNotice();
  document.getElementById('main')?.focus();
}

export function ContextNotice() {
  const { text } = useSnapshot(contextNoticeStore);
  const [shown, setShown] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);
  // The words go into the status region only once it is in the document, so a screen reader announces them.
  useEffect(() => {
    if (region.current) setShown(text);
  }, [text]);

  return (
    <div className={shown ? 'context-notice' : undefined}>
      <div role="status" ref={region}>
        {shown && (
          <div className="context-notice__inner">
            <p className="context-notice__text">{shown}</p>
            <button type="button" className="context-notice__close" aria-label={CLOSE_CONTEXT_NOTICE} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
