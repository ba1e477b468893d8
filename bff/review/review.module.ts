import { Module } from '@nestjs/common';
import { REVIEW_USE_CASES } from '../../application/review/review-use-cases';
import { ReviewController } from './review.controller';

/** The annual review. */
@Module({
  controllers: [ReviewController],
  providers: [...REVIEW_USE_CASES],
})
export class ReviewModule {}
