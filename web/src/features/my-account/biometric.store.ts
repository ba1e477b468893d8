import { proxy } from 'valtio';
import type { BiometricChoice } from '../../../../domain/account/biometric';
import { myAccountApi } from './my-account.api';
import { onClientStateReset } from '../../lib/client-state';

/**
 * The client's stored biometric choice, for the My Account link (shown only in the wrapper, and
 * hidden once a choice of '1' or '0' is stored): undefined while unknown, null when never chosen.
 */
export const biometricStore = proxy<{ stored: BiometricChoice | null | undefined }>({ stored: undefined });

let loading: Promise<void> | null = null;
let loadedFor: string | null = null;

/** Loads the stored choice once per signed-in user (`userKey`), again after a different user signs in. */
export function loadStoredBiometric(userKey: string): Promise<void> {
  if (loadedFor !== userKey) {
    loadedFor = userKey;
    loading = null;
    biometricStore.stored = undefined;
  }
  loading ??= myAccountApi
    .biometric()
    .then((r) => {
      biometricStore.stored = r.stored;
    })
    .catch(() => {
      // Unknown: the link stays hidden rather than offering a page that may fail.
      biometricStore.stored = undefined;
      loading = null;
    });
  return loading;
}

export function setStoredBiometric(choice: BiometricChoice | null): void {
  biometricStore.stored = choice;
}

export function resetBiometricStore(): void {
  biometricStore.stored = undefined;
  loading = null;
  loadedFor = null;
}
onClientStateReset(resetBiometricStore);
