import type { PlatformErrorCode } from '../ports/platform-error';

/**
 * Stable codes of the failures a use case may return; the BFF maps each to an HTTP status. The
 * platform's own codes pass through (a timeout or an unknown failure becomes 'unavailable'), plus the
 * portal's own.
 */
export type PortalErrorCode =
  Exclude<PlatformErrorCode, 'timeout' | 'unknown'> | 'username_not_matched' | 'access_mapping' | 'wrong_step';
