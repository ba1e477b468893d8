import type { PlatformCredential } from './platform-credential';

/**
 * The annual review's platform data (spec 3 §7: risk_profile/value/client; the review playback path is the
 * platform's own, see adapters/PLATFORM-API.md "Annual review"). Every method rejects with a PlatformError.
 */

/** What a client record holds for the review's playback questions; null where nothing is held. */
export interface ReviewPlaybackRecord {
  /** preferred_phone is as stored: the portal normalises it with preferredPhoneCountryCode (spec 3 §5). */
  contact: Record<string, string | null>;
  personal: Record<string, string | null>;
  /** The preferred phone's country dial code ('44'), or null when none is stored. */
  preferredPhoneCountryCode?: string | null;
}

/** A person's risk profile (spec 3 §3). */
export interface RiskProfileRecord {
  index: number | null;
  name: string;
  description: string;
}

export abstract class ReviewPort {
  /** GET entity/client/{id}/review/playback. */
  abstract playback(req: { credential: PlatformCredential; entityId: number }): Promise<ReviewPlaybackRecord>;
  /** GET entity/client/{id}/risk_profile/value/client; null when the person has none. */
  abstract riskProfile(req: { credential: PlatformCredential; entityId: number }): Promise<RiskProfileRecord | null>;
}
