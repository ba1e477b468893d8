import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { RoleName } from '../../domain/access/access-level';
import type { PortalPage } from '../../domain/access/page-access';
import { ErrorBodyDto } from './error-body.dto';
import { AccessGuard } from './access.guard';

export interface AccessRule {
  /** Roles allowed; any signed-in role when omitted. */
  roles?: RoleName[];
  /** Page whose role and access-level rules apply (spec 1 §2.1, §4.7). */
  page?: PortalPage;
  /** Acts on a client's data: a client acts on their own, an adviser needs a client in context. */
  client?: boolean;
}

export const ACCESS_RULE = 'portal:access-rule';

/** Marks an endpoint as signed-in only, with the role, page and client-in-context rules it needs. */
export function Access(rule: AccessRule = {}) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    UseGuards(AccessGuard),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'No signed-in session, or it has timed out.', type: ErrorBodyDto }),
    ApiForbiddenResponse({ description: 'Signed in, but the role, access level or client in context does not allow this.', type: ErrorBodyDto }),
  );
}
