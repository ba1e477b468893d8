import { Module } from '@nestjs/common';
import { ADVISER_DETAILS_USE_CASES } from '../../application/adviser-details/adviser-details-use-cases';
import { AdviserDetailsController } from './adviser-details.controller';

/** The client's advisers and their photos. */
@Module({
  controllers: [AdviserDetailsController],
  providers: [...ADVISER_DETAILS_USE_CASES],
})
export class AdviserDetailsModule {}
