import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { biometricLinkVisible } from '../../../../domain/account/biometric';
import { biometricStore, loadStoredBiometric } from './biometric.store';
import { inMobileWrapper } from './mobile-wrapper';

/**
 * spec 1 §2.6, spec 3 §2: whether My Account lists the biometric permission page: a client, inside
 * the mobile wrapper, with no stored choice of '1' or '0' (hidden while the stored choice is unknown).
 */
export function useBiometricLink(isClient: boolean, userKey: string): boolean {
  const [wrapper] = useState(inMobileWrapper);
  const { stored } = useSnapshot(biometricStore);
  useEffect(() => {
    if (isClient && wrapper) void loadStoredBiometric(userKey);
  }, [isClient, wrapper, userKey]);
  return isClient && stored !== undefined && biometricLinkVisible(wrapper, stored);
}
