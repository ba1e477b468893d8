import type { Route } from '../http/route';
import { adviserDetailsRoutes } from './adviser-details.routes';
import { assetRoutes } from './assets.routes';
import { authRoutes } from './auth.routes';
import { batchRoutes } from './batch.routes';
import { clientListRoutes } from './client-list.routes';
import { clientRoutes } from './client.routes';
import { docnoteRoutes } from './docnote.routes';
import { marketRoutes } from './market.routes';
import { myAccountRoutes } from './my-account.routes';
import { performanceRoutes } from './performance.routes';
import { portfolioRoutes } from './portfolio.routes';
import { publicRoutes } from './public.routes';
import { recoveryRoutes } from './recovery.routes';
import { reviewRoutes, reviewSandboxRoutes } from './review.routes';
import { sandboxRoutes } from './sandbox.routes';
import { sessionRoutes } from './session.routes';
import { signatureRoutes } from './signature.routes';
import { tfaApiRoutes } from './tfa-api.routes';
import { ufieldRoutes } from './ufield.routes';
import { valuationRoutes } from './valuation.routes';

/** Every endpoint of adapters/PLATFORM-API.md. */
export const PLATFORM_ROUTES: readonly Route[] = [
  ...authRoutes,
  ...sessionRoutes,
  ...publicRoutes,
  ...recoveryRoutes,
  ...clientListRoutes,
  ...clientRoutes,
  ...ufieldRoutes,
  ...assetRoutes,
  ...portfolioRoutes,
  ...performanceRoutes,
  ...marketRoutes,
  ...tfaApiRoutes,
  ...batchRoutes,
  ...docnoteRoutes,
  ...signatureRoutes,
  ...reviewRoutes,
  ...adviserDetailsRoutes,
  ...valuationRoutes,
  ...myAccountRoutes,
];

/** The platform's endpoints plus the sandbox's own controls (outbox, maintenance switch). */
export const ALL_ROUTES: readonly Route[] = [...PLATFORM_ROUTES, ...sandboxRoutes, ...reviewSandboxRoutes];
