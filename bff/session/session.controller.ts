import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { HeartbeatUseCase } from '../../application/session/heartbeat.use-case';
import { Access } from '../common/access.decorator';
import { PortalFailure } from '../common/portal-failure';
import { destroySession } from './portal-session';
import { sessionView } from './session-view';
import { SessionViewDto } from './session.dto';

/** The signed-in session (spec 1 §4.1, §4.3). */
@ApiTags('Session')
@Controller('api/session')
export class SessionController {
  constructor(private readonly heartbeat: HeartbeatUseCase) {}

  @Get()
  @Access()
  @ApiOperation({ summary: 'The signed-in user, client in context, gating level and timeout; 401 when not signed in.' })
  @ApiOkResponse({ type: SessionViewDto })
  current(@Req() req: Request): SessionViewDto {
    return sessionView(req)!;
  }

  @Post('heartbeat')
  @HttpCode(200)
  @Access()
  @ApiSecurity('csrf')
  @ApiOperation({ summary: 'Keeps the portal and platform sessions alive; 401 when the platform session has gone.' })
  @ApiOkResponse({ type: SessionViewDto })
  async beat(@Req() req: Request): Promise<SessionViewDto> {
    const result = await this.heartbeat.execute(req.session.platform!);
    if (!result.ok) {
      if (result.error.code === 'no_session' || result.error.code === 'forbidden') await destroySession(req);
      throw new PortalFailure(result.error);
    }
    req.session.lastSeenAt = Date.now();
    return sessionView(req)!;
  }
}
