import { minAnswerLength } from '../../domain/validation/security-questions';
import type { SitePort } from '../ports/site.port';

/** spec 3 §5: the minimum security-answer length the platform's version calls for (8 or 0). */
export async function securityAnswerMinimum(platform: SitePort): Promise<number> {
  return minAnswerLength((await platform.getSite()).version);
}
