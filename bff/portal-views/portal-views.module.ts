import { Module } from '@nestjs/common';
import { PORTAL_VIEWS_USE_CASES } from '../../application/portal-views/portal-views-use-cases';
import { AuditedViewInterceptor } from './audited-view';
import { PortalViewRecorder } from './portal-view.recorder';
import { PortalViewsController } from './portal-views.controller';

/**
 * The view-as log: its reading, and the recorder behind @AuditedView, which the areas that audit an
 * adviser's views (advisers, messages) import this module for.
 */
@Module({
  controllers: [PortalViewsController],
  providers: [...PORTAL_VIEWS_USE_CASES, PortalViewRecorder, AuditedViewInterceptor],
  exports: [PortalViewRecorder, AuditedViewInterceptor],
})
export class PortalViewsModule {}
