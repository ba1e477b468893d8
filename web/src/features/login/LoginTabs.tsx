import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { first, itemAt, last } from '../../../../domain/shared/present';
import { loginStore, selectTab, type LoginTab } from './login.store';

const TABS: readonly LoginTab[] = ['client', 'adviser'];
export const tabId = (tab: LoginTab) => `login-tab-${tab}`;
export const PANEL_ID = 'login-tabpanel';

/** The Client and Adviser tabs (WAI-ARIA tabs: arrow keys, Home and End move and select). */
export function LoginTabs({ labels, children }: { labels: Record<LoginTab, string>; children: ReactNode }) {
  const { tab } = useSnapshot(loginStore);
  const refs = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({});

  const moveTo = (next: LoginTab) => {
    selectTab(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.indexOf(tab);
    const target: Record<string, LoginTab> = {
      ArrowRight: itemAt(TABS, (at + 1) % TABS.length),
      ArrowLeft: itemAt(TABS, (at - 1 + TABS.length) % TABS.length),
      Home: first(TABS),
      End: last(TABS),
    };
    const next = target[e.key];
    if (next === undefined) return;
    e.preventDefault();
    moveTo(next);
  };

  return (
    <>
      <div className="login-tabs" role="tablist" aria-label="Log in as">
        {TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t)}
            className="login-tabs__tab"
            aria-selected={tab === t}
            aria-controls={PANEL_ID}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => selectTab(t)}
            onKeyDown={onKeyDown}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      <div className="login-tabs__panel" role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)}>
        {children}
      </div>
    </>
  );
}
