import { Module } from '@nestjs/common';
import { SITE_USE_CASES } from '../../application/site/site-use-cases';
import { GetFeatureTogglesUseCase } from '../../application/site/get-feature-toggles.use-case';
import { SiteController } from './site.controller';

/** The site's settings, content, feature toggles and health summary; the toggles are shared with valuation. */
@Module({
  controllers: [SiteController],
  providers: [...SITE_USE_CASES],
  exports: [GetFeatureTogglesUseCase],
})
export class SiteModule {}
