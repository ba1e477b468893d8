import { HttpModule, HttpService } from '@nestjs/axios';
import { Module, type DynamicModule } from '@nestjs/common';
import { AdviserDetailsPort } from '../../application/ports/adviser-details.port';
import { AssetsPort } from '../../application/ports/assets.port';
import { ClientsPort } from '../../application/ports/clients.port';
import { MessagesPort } from '../../application/ports/messages.port';
import { MyAccountPort } from '../../application/ports/my-account.port';
import { PagedReadsPort } from '../../application/ports/paged-reads.port';
import { PortfolioPort } from '../../application/ports/portfolio.port';
import { ReviewPort } from '../../application/ports/review.port';
import { SessionPort } from '../../application/ports/session.port';
import { SignInPort } from '../../application/ports/sign-in.port';
import { SigningPort } from '../../application/ports/signing.port';
import { SitePort } from '../../application/ports/site.port';
import { AdviserDetailsHttpAdapter } from './adviser-details-http.adapter';
import { ValuationPort } from '../../application/ports/valuation.port';
import { AssetsHttpAdapter } from './assets-http.adapter';
import { MessagesHttpAdapter } from './messages-http.adapter';
import { MyAccountHttpAdapter } from './my-account-http.adapter';
import { PagedReadsAdapter } from './paged-reads.adapter';
import { PlatformHttpAdapter } from './platform-http.adapter';
import { PortfolioHttpAdapter } from './portfolio-http.adapter';
import { ReviewHttpAdapter } from './review-http.adapter';
import { SigningHttpAdapter } from './signing-http.adapter';
import { ValuationHttpAdapter } from './valuation-http.adapter';
import {
  PLATFORM_HTTP_CONFIG,
  PLATFORM_TRANSPORT_LOG,
  withPlatformHttpDefaults,
  type PlatformHttpConfig,
  type PlatformHttpConfigInput,
} from './platform-http.config';
import { PlatformHttpTransport, type TransportLog } from './platform-http.transport';
import type { SharedCircuitStore } from './shared-circuit';

/** Binds the platform ports (SignInPort, SitePort, SessionPort and ClientsPort on one adapter; PortfolioPort, AssetsPort, MessagesPort, SigningPort, MyAccountPort and the others each on its own) to the HTTP client of the platform API, on one shared transport. */
@Module({})
export class PlatformHttpModule {
  /**
   * `sharedState`: the portal's Redis, when there is one, and the prefix of the circuit's key; the circuit
   * breaker is then shared with the other processes (SharedCircuit).
   */
  static forRoot(config: PlatformHttpConfigInput, sharedState?: SharedCircuitStore): DynamicModule {
    return {
      module: PlatformHttpModule,
      imports: [HttpModule],
      providers: [
        { provide: PLATFORM_HTTP_CONFIG, useValue: withPlatformHttpDefaults(config) },
        // One transport, so both ports share the request deadline's clock and one circuit breaker.
        {
          provide: PlatformHttpTransport,
          useFactory: (http: HttpService, full: PlatformHttpConfig, log?: TransportLog) =>
            new PlatformHttpTransport(http, full, log, sharedState),
          inject: [HttpService, PLATFORM_HTTP_CONFIG, { token: PLATFORM_TRANSPORT_LOG, optional: true }],
        },
        PlatformHttpAdapter,
        { provide: SignInPort, useExisting: PlatformHttpAdapter },
        { provide: SitePort, useExisting: PlatformHttpAdapter },
        { provide: SessionPort, useExisting: PlatformHttpAdapter },
        { provide: ClientsPort, useExisting: PlatformHttpAdapter },
        { provide: PortfolioPort, useClass: PortfolioHttpAdapter },
        { provide: AssetsPort, useClass: AssetsHttpAdapter },
        { provide: MessagesPort, useClass: MessagesHttpAdapter },
        { provide: SigningPort, useClass: SigningHttpAdapter },
        { provide: ReviewPort, useClass: ReviewHttpAdapter },
        { provide: AdviserDetailsPort, useClass: AdviserDetailsHttpAdapter },
        { provide: ValuationPort, useClass: ValuationHttpAdapter },
        { provide: MyAccountPort, useClass: MyAccountHttpAdapter },
        { provide: PagedReadsPort, useClass: PagedReadsAdapter },
      ],
      exports: [
        SignInPort,
        SitePort,
        SessionPort,
        ClientsPort,
        PortfolioPort,
        AssetsPort,
        MessagesPort,
        SigningPort,
        ReviewPort,
        AdviserDetailsPort,
        ValuationPort,
        MyAccountPort,
        PagedReadsPort,
      ],
    };
  }
}
