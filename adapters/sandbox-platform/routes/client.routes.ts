import type { ClientStatusPatch } from '../state/client-state';
import { forbidden, notFound, SandboxError, validation } from '../http/errors';
import { noContent, ok, type Reply, type SignedInContext } from '../http/reply';
import { signedIn, type Route } from '../http/route';
import { entityChanges, nestedEntity } from '../http/entity-wire';
import { pickFields, readDate, requestedFields } from '../http/wire';
import { capabilitiesFor } from '../rights/capabilities';
import { mayReadGroupOf, mayWriteClient, mayWritePartnerReview, readableClient } from '../rights/client-rights';
import { REVIEW_SUBMISSION_FAILURE, SUBMITTED_REVIEW_STATUSES } from '../state/review-state';
import { clientSummaryView } from '../views/client.view';

const entityId = (ctx: SignedInContext): number => Number(ctx.params.id);

/** The client's values nested under `fields`, beside its id and entity_name, as the platform's entity reads answer. */
function getClient(ctx: SignedInContext): Reply {
  const client = readableClient(ctx, entityId(ctx));
  return ok(
    nestedEntity(client.entityId, client.entityName, pickFields(clientSummaryView(client), requestedFields(ctx.query))),
  );
}

const STATUS_FIELDS = {
  xpt_review_status: 'xptReviewStatus',
  factfind_status: 'factfindStatus',
  robo_journey_status: 'roboJourneyStatus',
} as const;

function readAccessLevel(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 3)
    throw validation('client_access_level must be a code from 0 to 3');
  return n;
}

function patchClient(ctx: SignedInContext): Reply {
  const client = readableClient(ctx, entityId(ctx));
  const body = entityChanges(ctx.body);
  // A client answering the annual review for their partner (view_partner) records the partner's review status only.
  const partnerReview = Object.keys(body).every((k) => k === 'xpt_review_status') && mayWritePartnerReview(ctx, client);
  if (!mayWriteClient(ctx.user, client) && !partnerReview)
    throw forbidden(`you may not change client ${client.entityId}`);
  const patch: ClientStatusPatch = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'client_access_level') {
      if (ctx.user.role !== 'User') throw forbidden('only an adviser may change client_access_level');
      patch.clientAccessLevel = readAccessLevel(value);
    } else if (key in STATUS_FIELDS) {
      if (value !== null && typeof value !== 'string') throw validation(`${key} must be a string or null`);
      patch[STATUS_FIELDS[key as keyof typeof STATUS_FIELDS]] = value;
    } else {
      throw validation(`Invalid field name: ${key}`);
    }
  }
  if (
    typeof patch.xptReviewStatus === 'string' &&
    SUBMITTED_REVIEW_STATUSES.includes(patch.xptReviewStatus) &&
    ctx.state.reviews.failNextSubmission
  ) {
    ctx.state.reviews.failNextSubmission = false;
    throw new SandboxError(500, 'review_failed', REVIEW_SUBMISSION_FAILURE, REVIEW_SUBMISSION_FAILURE);
  }
  ctx.state.clients.patch(client.entityId, patch);
  return noContent();
}

function agreeTerms(ctx: SignedInContext): Reply {
  if (ctx.user.role !== 'ClientUser' || entityId(ctx) !== ctx.user.entityId)
    throw forbidden('terms may be agreed only by the client themselves');
  // An item of the client's terms_and_conditions list: its values wrapped in `fields`, as an entity's.
  const body = entityChanges(ctx.body);
  if (!readDate(body.agreed_date)) throw validation('agreed_date must be a Date value');
  if (typeof body.content !== 'string') throw validation('content is required');
  ctx.state.users.completeStep(ctx.user, 'SiteTerms');
  return noContent();
}

/** A client's capabilities (spec 3 §7): the client's own or, for their adviser, those of a client of theirs. */
function clientCapabilities(ctx: SignedInContext): Reply {
  return ok(capabilitiesFor(ctx, entityId(ctx)));
}

function groupMembers(ctx: SignedInContext): Reply {
  const client = ctx.state.index.client(entityId(ctx));
  if (!client) throw notFound(`client ${entityId(ctx)}`);
  if (!mayReadGroupOf(ctx, client)) throw forbidden(`you do not have access to the group of client ${client.entityId}`);
  const members = ctx.state.index.groupOf(client.entityId)?.members ?? [
    { entityId: client.entityId, loginAccessible: client.userId !== null },
  ];
  // relationship is to the client of the path: 'self', 'partner' (their related partner) or 'other'.
  const relationship = (memberId: number): string =>
    memberId === client.entityId ? 'self' : memberId === client.partnerEntityId ? 'partner' : 'other';
  return ok(
    members.map((m) => {
      const member = ctx.state.index.client(m.entityId);
      return {
        member_id: m.entityId,
        entity_name: member?.entityName ?? '',
        login_accessible: m.loginAccessible,
        is_client: true,
        preferred_currency: member?.preferredCurrency ?? client.preferredCurrency,
        relationship: relationship(m.entityId),
      };
    }),
  );
}

export const clientRoutes: Route[] = [
  signedIn('GET', 'entity/client-v4/:id', getClient),
  signedIn('PATCH', 'entity/client-v4/:id', patchClient),
  signedIn('POST', 'entity/client-v3/:id/terms_and_conditions', agreeTerms, {
    whilePending: (ctx) => entityId(ctx) === ctx.user.entityId,
  }),
  signedIn('GET', 'entity/client/:id/client_group/member', groupMembers),
  signedIn('GET', 'entity/client-v3/:id/capability', clientCapabilities),
];
