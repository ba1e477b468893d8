import { notFound, validation } from '../http/errors';
import { noContent, ok, type Reply, type RequestContext, type SignedInContext } from '../http/reply';
import { anonymous, signedIn, type Route } from '../http/route';
import { bodyObject } from '../http/wire';
import { readableClient } from '../rights/client-rights';
import { reviewPlaybackView } from '../views/review-playback.view';

/**
 * The annual review's platform data (adapters/PLATFORM-API.md, "Annual review"): the contact and personal
 * details a review plays back (from the client's personal data, as My Account serves it), and the client's risk
 * profile. Both are computed from the client's records.
 */

const entityId = (ctx: SignedInContext): number => Number(ctx.params.id);

/** The risk profiles of the firm's attitude-to-risk questionnaire, index 1 (lowest) to 5. */
export const RISK_PROFILES: readonly { name: string; description: string }[] = [
  {
    name: 'Cautious',
    description:
      'You prefer to keep what you have safe, accepting lower long-term growth in exchange for small ups and downs.',
  },
  {
    name: 'Moderately Cautious',
    description:
      'You accept some ups and downs for the chance of modest growth, with most of your money in lower-risk investments.',
  },
  {
    name: 'Balanced',
    description:
      'You are comfortable with a mix of lower- and higher-risk investments, and with the value falling at times.',
  },
  {
    name: 'Moderately Adventurous',
    description:
      'You look for higher growth over the long term and accept that the value may fall noticeably for a while.',
  },
  {
    name: 'Adventurous',
    description: 'You seek the highest long-term growth and accept large falls in value along the way.',
  },
];

/** Each client's risk profile: a pure function of the entity id, so it is the same at every start. */
export function riskProfileIndex(entityId: number): number {
  return (entityId % RISK_PROFILES.length) + 1;
}

function riskProfile(ctx: SignedInContext): Reply {
  const client = readableClient(ctx, entityId(ctx));
  const index = riskProfileIndex(client.entityId);
  return ok({ entity_id: client.entityId, index, ...RISK_PROFILES[index - 1] });
}

/**
 * GET entity/client/{id}/review/playback: the contact and personal details the client's personal data holds
 * (the same records the personal data routes serve), so the review plays back what the personal details page shows.
 */
function playback(ctx: SignedInContext): Reply {
  const client = readableClient(ctx, entityId(ctx));
  const personal = ctx.state.myAccount.get(client.entityId);
  if (!personal) throw notFound(`client ${client.entityId}`);
  return ok(reviewPlaybackView(client, personal));
}

/** POST /sandbox/fail-next-review: arms (or disarms with { on: false }) a one-time failure of the next review submission. */
function failNextReview(ctx: RequestContext): Reply {
  const { on } = bodyObject(ctx.body ?? { on: true });
  if (typeof on !== 'boolean') throw validation('on must be true or false');
  ctx.state.reviews.failNextSubmission = on;
  return noContent();
}

/** POST /sandbox/review/reset: every client's review status back to its generated value, and the failure switch off. */
function resetReviews(ctx: RequestContext): Reply {
  for (const client of ctx.state.firm.clients) {
    if (ctx.state.clients.current(client).xptReviewStatus !== client.xptReviewStatus) {
      ctx.state.clients.patch(client.entityId, { xptReviewStatus: client.xptReviewStatus });
    }
  }
  ctx.state.reviews.failNextSubmission = false;
  return noContent();
}

export const reviewRoutes: Route[] = [
  signedIn('GET', 'entity/client/:id/review/playback', playback),
  signedIn('GET', 'entity/client/:id/risk_profile/value/client', riskProfile),
];

export const reviewSandboxRoutes: Route[] = [
  anonymous('POST', 'sandbox/fail-next-review', failNextReview, 'root'),
  anonymous('POST', 'sandbox/review/reset', resetReviews, 'root'),
];
