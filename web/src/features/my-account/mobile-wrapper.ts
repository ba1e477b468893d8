import { biometricWrapperMessage, detectsWrapper, type BiometricChoice } from '../../../../domain/account/biometric';

/**
 * The mobile wrapper (spec 3 §2, §4, §6; docs/api.md "Mobile wrapper"). The page runs inside it when the
 * user agent carries the wrapper's token, or when it was opened once with ?wrapper=mobile in this
 * browser session (remembered in sessionStorage, so a desktop browser can try it).
 */
const SESSION_KEY = 'portal.wrapper';

export function inMobileWrapper(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (detectsWrapper(navigator.userAgent, window.location.search)) {
      sessionStorage.setItem(SESSION_KEY, 'mobile');
      return true;
    }
    return sessionStorage.getItem(SESSION_KEY) === 'mobile';
  } catch {
    return detectsWrapper(navigator.userAgent, window.location.search);
  }
}

interface WrapperBridge {
  postMessage(message: string): void;
}

/**
 * Tells the wrapper the client's choice: a JSON message through window.ReactNativeWebView.postMessage
 * when the wrapper provides it, and always a 'portal:biometric-permission' CustomEvent on window
 * (detail { type: 'biometricPermission', value: '1' | '0' }).
 */
export function notifyWrapper(choice: BiometricChoice): void {
  const message = biometricWrapperMessage(choice);
  (window as unknown as { ReactNativeWebView?: WrapperBridge }).ReactNativeWebView?.postMessage(
    JSON.stringify(message),
  );
  window.dispatchEvent(new CustomEvent('portal:biometric-permission', { detail: message }));
}
