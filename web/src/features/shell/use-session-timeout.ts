import { useEffect } from 'react';
import { LOST_SESSION_REDIRECT } from '../../../../domain/errors/error-toast';
import type { TimeoutSettings } from '../../../../domain/session/timeout';
import { ApiError } from '../../lib/api-client';
import { leaveSession } from './exit.store';
import { registerClick, startSessionTimeout, stopSessionTimeout, tabBecameVisible } from './session-timeout.store';
import { shellApi } from './shell.api';

/**
 * spec 1 §4.3 wired to the page: the session's timeout settings, clicks and tab visibility. Running
 * out of time signs out and goes to login with the lost-session marker, as a refused heartbeat does.
 */
export function useSessionTimeout(timeout: TimeoutSettings | null): void {
  const timeoutMs = timeout?.timeoutMs;
  const warningMs = timeout?.warningMs;
  useEffect(() => {
    if (timeoutMs === undefined || warningMs === undefined) return;
    startSessionTimeout(
      { timeoutMs, warningMs },
      {
        heartbeat: () => shellApi.heartbeat(),
        lost: (e) => {
          if (e instanceof ApiError && e.status === 401) leaveSession(LOST_SESSION_REDIRECT);
        },
        expire: () => {
          void shellApi
            .logout()
            .catch(() => undefined)
            .then(() => leaveSession(LOST_SESSION_REDIRECT));
        },
      },
    );
    const onClick = (e: MouseEvent) => registerClick(e.target);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tabBecameVisible();
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibility);
      stopSessionTimeout();
    };
  }, [timeoutMs, warningMs]);
}
