import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ACCESS_RULE, type AccessRule } from './access-rule';
import { ErrorBodyDto } from './error-body.dto';
import { AccessGuard } from './access.guard';

/** Marks an endpoint as signed-in only, with the role, page and client-in-context rules it needs. */
export function Access(rule: AccessRule = {}) {
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    UseGuards(AccessGuard),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'No signed-in session, or it has timed out.', type: ErrorBodyDto }),
    ApiForbiddenResponse({
      description: 'Signed in, but the role, access level or client in context does not allow this.',
      type: ErrorBodyDto,
    }),
  );
}
