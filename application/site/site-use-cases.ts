import { GetFeatureTogglesUseCase } from './get-feature-toggles.use-case';
import { GetHealthUseCase } from './get-health.use-case';
import { GetSiteConfigUseCase } from './get-site-config.use-case';
import { ProbePlatformUseCase } from './probe-platform.use-case';

/** The site area's use cases (site settings, feature toggles, the health summary), for the BFF's site module. */
export const SITE_USE_CASES = [GetHealthUseCase, GetSiteConfigUseCase, GetFeatureTogglesUseCase];

/** The health probes' use case, for the BFF's health module. */
export const HEALTH_USE_CASES = [ProbePlatformUseCase];
