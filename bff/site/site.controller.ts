import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { GetFeatureTogglesUseCase } from '../../application/site/get-feature-toggles.use-case';
import { GetHealthUseCase } from '../../application/site/get-health.use-case';
import { GetSiteConfigUseCase } from '../../application/site/get-site-config.use-case';
import { PortalConfig, servesDemoData } from '../config/portal-config';
import { PortalConfigToken } from '../config/portal-config.token';
import { SESSION_STORE_STATUS, type SessionStoreStatus } from '../session/session-store.token';
import type { SiteConfigDto } from './site-config.dto';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: 'ok';
  @ApiProperty({ enum: ['ok', 'maintenance', 'unreachable'] }) platform!: string;
  @ApiProperty({ description: "True when the platform reports 'BAD' (spec 1 §4.4)." }) underMaintenance!: boolean;
  @ApiProperty({ enum: ['redis', 'memory'] }) sessionStore!: string;
  @ApiProperty({ description: 'The session store answers; while false, requests that need a session answer 503.' })
  sessionStoreReady!: boolean;
}

const SITE_CONFIG_SCHEMA = {
  type: 'object',
  required: ['demo'],
  properties: {
    demo: {
      type: 'boolean',
      description:
        "True when the portal serves the embedded sandbox's demo firm (no PLATFORM_URL; in production only with SANDBOX=embedded), " +
        "whose sign-ins are published: the web app then shows a 'Demo data' banner on every page that cannot be dismissed.",
    },
  },
  additionalProperties: true,
};

/** Anonymous endpoints: health and maintenance, public site configuration, feature toggles. */
@ApiTags('Site')
@Controller('api')
export class SiteController {
  constructor(
    private readonly health: GetHealthUseCase,
    private readonly siteConfig: GetSiteConfigUseCase,
    private readonly toggles: GetFeatureTogglesUseCase,
    @Inject(SESSION_STORE_STATUS) private readonly store: SessionStoreStatus,
    @Inject(PortalConfigToken) private readonly config: PortalConfig,
  ) {}

  @Get('health')
  @ApiOperation({
    summary:
      "The web app's health and maintenance check (spec 1 §4.4): the maintenance flag from the platform's health, asked with a 2 s limit, " +
      'so it answers within 2.5 s whatever the platform does. Load balancers and orchestrators use /api/health/live and /api/health/ready.',
  })
  @ApiOkResponse({ type: HealthDto })
  async getHealth(): Promise<HealthDto> {
    const h = await this.health.execute();
    return { status: 'ok', ...h, sessionStore: this.store.kind, sessionStoreReady: this.store.ready() };
  }

  @Get('site-config')
  @ApiOperation({
    summary:
      'Branding, navigation, wording and the mapped site configuration from the settings-and-content file, ' +
      "and whether the portal serves the embedded sandbox's demo firm.",
  })
  @ApiOkResponse({ description: 'The public site configuration.', schema: SITE_CONFIG_SCHEMA })
  async getSiteConfig(): Promise<SiteConfigDto> {
    return { ...(await this.siteConfig.execute()), demo: servesDemoData(this.config) };
  }

  @Get('feature-toggles')
  @ApiOperation({ summary: 'Feature toggles resolved for this firm, region and line of business.' })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: { type: 'boolean' } } })
  getToggles(): Promise<Record<string, boolean>> {
    return this.toggles.execute();
  }
}
