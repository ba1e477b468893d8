import { HttpModule } from '@nestjs/axios';
import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformPort } from '../../application/ports/platform.port';
import { PortfolioPort } from '../../application/ports/portfolio.port';
import { PlatformHttpAdapter } from './platform-http.adapter';
import { PortfolioHttpAdapter } from './portfolio-http.adapter';
import { PLATFORM_HTTP_CONFIG, withPlatformHttpDefaults, type PlatformHttpConfigInput } from './platform-http.config';

/** Binds PlatformPort and PortfolioPort to the HTTP client of the platform API. */
@Module({})
export class PlatformHttpModule {
  static forRoot(config: PlatformHttpConfigInput): DynamicModule {
    return {
      module: PlatformHttpModule,
      imports: [HttpModule],
      providers: [
        { provide: PLATFORM_HTTP_CONFIG, useValue: withPlatformHttpDefaults(config) },
        { provide: PlatformPort, useClass: PlatformHttpAdapter },
        { provide: PortfolioPort, useClass: PortfolioHttpAdapter },
      ],
      exports: [PlatformPort, PortfolioPort],
    };
  }
}
