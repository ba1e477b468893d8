import { PortfolioPort } from '../../application/ports/portfolio.port';
import { AdviserDetailsPort } from '../../application/ports/adviser-details.port';
import { AdviserDetailsHttpAdapter } from './adviser-details-http.adapter';
import { AssetsPort } from '../../application/ports/assets.port';
import { AssetsHttpAdapter } from './assets-http.adapter';
import { MessagesPort } from '../../application/ports/messages.port';
import { SigningPort } from '../../application/ports/signing.port';
import { MessagesHttpAdapter } from './messages-http.adapter';
import { SigningHttpAdapter } from './signing-http.adapter';
import { MyAccountPort } from '../../application/ports/my-account.port';
import { MyAccountHttpAdapter } from './my-account-http.adapter';
import { PagedReadsPort } from '../../application/ports/paged-reads.port';
import { PagedReadsAdapter } from './paged-reads.adapter';
import { ReviewPort } from '../../application/ports/review.port';
import { ReviewHttpAdapter } from './review-http.adapter';
import { ValuationPort } from '../../application/ports/valuation.port';
import { ValuationHttpAdapter } from './valuation-http.adapter';
import { PortfolioHttpAdapter } from './portfolio-http.adapter';
import { HttpModule } from '@nestjs/axios';
import { Test } from '@nestjs/testing';
import { ClientsPort } from '../../application/ports/clients.port';
import { SessionPort } from '../../application/ports/session.port';
import { SignInPort } from '../../application/ports/sign-in.port';
import { SitePort } from '../../application/ports/site.port';
import { PlatformHttpAdapter } from './platform-http.adapter';
import { DEFAULT_PLATFORM_HTTP_CONFIG, PLATFORM_HTTP_CONFIG, withPlatformHttpDefaults } from './platform-http.config';
import { PlatformHttpModule } from './platform-http.module';
import { PlatformCircuitOpenError, PlatformHttpTransport } from './platform-http.transport';
import { startStubPlatform } from './testing/stub-platform';
import { first } from '../../domain/shared/present';

describe('PlatformHttpModule.forRoot', () => {
  it('binds every platform port (sign-in, site, session and clients to one adapter, portfolio, assets, messages, signing, review, adviser details, valuation, my account, paged reads) to the HTTP adapters with the config (defaults filled) and exports them', () => {
    const mod = PlatformHttpModule.forRoot({ baseUrl: 'http://p/resourceful', timeoutMs: 2000 });

    expect(mod.imports).toEqual([HttpModule]);
    expect(mod.providers).toEqual([
      {
        provide: PLATFORM_HTTP_CONFIG,
        useValue: {
          ...DEFAULT_PLATFORM_HTTP_CONFIG,
          baseUrl: 'http://p/resourceful',
          timeoutMs: 2000,
          retryAttempts: 3,
          retryDelayMs: 500,
        },
      },
      expect.objectContaining({ provide: PlatformHttpTransport }),
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
    ]);
    expect(mod.exports).toEqual([
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
    ]);
  });

  it('resolves SitePort through Nest DI to a working adapter, the same one for the sign-in, session and clients ports', async () => {
    const stub = await startStubPlatform(() => ({ status: 200, body: { status: 'OK' } }));
    const app = await Test.createTestingModule({
      imports: [PlatformHttpModule.forRoot({ baseUrl: stub.baseUrl })],
    }).compile();
    try {
      const platform = app.get(SitePort);
      expect(platform).toBeInstanceOf(PlatformHttpAdapter);
      expect([app.get(SignInPort), app.get(SessionPort), app.get(ClientsPort)]).toEqual([platform, platform, platform]);
      await expect(platform.getHealth()).resolves.toEqual({ status: 'OK' });
      expect(first(stub.requests).url).toBe('/resourceful/health');
    } finally {
      await app.close();
      await stub.close();
    }
  });
});

describe('PlatformHttpModule: one transport for both ports', () => {
  it('shares the circuit breaker: failures through one port open it for the other', async () => {
    const stub = await startStubPlatform(() => ({
      status: 503,
      body: { error_code: null, api_message: 'down', user_message: null },
    }));
    const app = await Test.createTestingModule({
      imports: [PlatformHttpModule.forRoot({ baseUrl: stub.baseUrl, retryAttempts: 1, circuitFailureThreshold: 2 })],
    }).compile();
    try {
      const platform = app.get(SitePort);
      const portfolio = app.get(PortfolioPort);
      for (let i = 0; i < 2; i++) await expect(platform.getSite()).rejects.toMatchObject({ code: 'unavailable' });
      const before = stub.requests.length;
      await expect(portfolio.clientPortfolios({ credential: { token: 't' }, clientId: 1 })).rejects.toBeInstanceOf(
        PlatformCircuitOpenError,
      );
      expect(stub.requests.length).toBe(before);
    } finally {
      await app.close();
      await stub.close();
    }
  });
});

describe('withPlatformHttpDefaults', () => {
  it('fills what is left unset from the defaults: 10 s an attempt, 8 s a request, no application key', () => {
    expect(
      withPlatformHttpDefaults({
        baseUrl: 'http://p:3001/resourceful',
        timeoutMs: 2500,
        deadlineMs: undefined,
        appId: undefined,
      }),
    ).toEqual({
      ...DEFAULT_PLATFORM_HTTP_CONFIG,
      baseUrl: 'http://p:3001/resourceful',
      timeoutMs: 2500,
    });
    expect(withPlatformHttpDefaults({ baseUrl: 'http://p/r' })).toMatchObject({ timeoutMs: 10_000, deadlineMs: 8_000 });
    expect(withPlatformHttpDefaults({ baseUrl: 'http://p/r' }).appId).toBeUndefined();
  });
});
