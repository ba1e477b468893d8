/**
 * The site's digital signing switches (spec 3 §2, §4, §6), read from the settings file with their defaults.
 * The same keys as the messaging settings: at the top level or inside settings.messages.
 */

export interface SigningSettings {
  /** spec 3 §6: the To be signed folder and the journey only when digital signatures are on (default on). */
  enabled: boolean;
  /** spec 3 §4: the confirmation e-mail templates after sign and decline; null for none. */
  signTemplateId: number | null;
  declineTemplateId: number | null;
}

const templateId = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

export function signingSettings(settings: Record<string, unknown>): SigningSettings {
  const m = (typeof settings.messages === 'object' && settings.messages !== null ? settings.messages : {}) as Record<
    string,
    unknown
  >;
  const pick = (key: string): unknown => (key in m ? m[key] : settings[key]);
  const enabled = pick('digitalSignaturesEnabled');
  return {
    enabled: typeof enabled === 'boolean' ? enabled : true,
    signTemplateId: templateId(pick('digitalSignatureSignTemplateId')),
    declineTemplateId: templateId(pick('digitalSignatureDeclineTemplateId')),
  };
}
