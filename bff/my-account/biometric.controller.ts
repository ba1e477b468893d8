import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { GetBiometricUseCase, SetBiometricUseCase } from '../../application/my-account/biometric.use-cases';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PortalFailure, unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { BIOMETRIC_WRAPPER_ONLY, requestFromWrapper, WRAPPER_HEADER } from '../../domain/account/biometric';
import { BiometricBodyDto, BiometricDto } from './my-account.dto';

/** The biometric permission page (spec 3 §2, §3, §4, §8), clients only; the web app offers it inside the mobile wrapper. */
@ApiTags('My Account')
@Controller('api/my-account/biometric')
export class BiometricController {
  constructor(
    private readonly read: GetBiometricUseCase,
    private readonly write: SetBiometricUseCase,
  ) {}

  @Get()
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.biometricPermission })
  @ApiOperation({
    summary:
      "The client's stored biometric permission: '1', '0', or null while never chosen (the My Account link shows only then).",
  })
  @ApiOkResponse({ type: BiometricDto })
  async get(@Actor() actor: PortalActor): Promise<BiometricDto> {
    return unwrap(await this.read.execute(actor));
  }

  @Put()
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.biometricPermission })
  @ApiOperation({ summary: "Stores the client's choice ('1' when allowed, else '0') and returns it as now stored." })
  @ApiOkResponse({ type: BiometricDto })
  @ApiBadRequestResponse({ description: '`allowed` is not true or false.', type: ErrorBodyDto })
  @ApiHeader({
    name: 'X-Client-Wrapper',
    required: false,
    description: "'mobile' from the web app in wrapper mode (or the user agent carries 'ClientOnlineApp').",
  })
  @ApiForbiddenResponse({
    description: `Not from the mobile wrapper (spec 3 §6): '${BIOMETRIC_WRAPPER_ONLY}'`,
    type: ErrorBodyDto,
  })
  async put(@Req() req: Request, @Actor() actor: PortalActor, @Body() body: BiometricBodyDto): Promise<BiometricDto> {
    // spec 3 §6: a product rule (offered only inside the mobile wrapper), not a security boundary.
    if (!requestFromWrapper(req.get('user-agent'), req.get(WRAPPER_HEADER)))
      throw new PortalFailure({ code: 'forbidden', message: BIOMETRIC_WRAPPER_ONLY });
    return unwrap(await this.write.execute(actor, body.allowed ? '1' : '0'));
  }
}
