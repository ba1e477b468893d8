import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { GetReviewUseCase } from '../../application/review/get-review.use-case';
import { SubmitReviewUseCase } from '../../application/review/submit-review.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { CLIENT_ROLE } from '../../domain/access/access-level';
import { PortalPage } from '../../domain/access/page-access';
import { REVIEW_SUBMISSION_ERROR, REVIEW_SUBMISSION_ERROR_HELP } from '../../domain/review/review-pages';
import { Access } from '../common/access.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { unwrap } from '../common/portal-failure';
import { Actor } from '../session/request-actor';
import { noteReviewOutcome, reviewMessagesSent } from './review-session';
import { ReviewDto, ReviewSubmissionBodyDto, ReviewSubmissionResultDto } from './review.dto';

/** The annual review page's data and its submission (spec 3 §2, §4, §6: client role only). */
@ApiTags('Review')
@Controller('api/review')
export class ReviewController {
  constructor(
    private readonly getReview: GetReviewUseCase,
    private readonly submitReview: SubmitReviewUseCase,
  ) {}

  @Get()
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.annualReview })
  @ApiOperation({
    summary:
      "The review questionnaire: pages in order from the site content, each playback row's client (and partner) value, risk profiles, the status and the partner (answers offered only with view_partner and the partner's review in progress).",
  })
  @ApiOkResponse({ type: ReviewDto })
  async questionnaire(@Req() req: Request, @Actor() actor: PortalActor): Promise<ReviewDto> {
    return unwrap(
      await this.getReview.execute(actor.credential, {
        clientId: actor.clientId,
        messagesSent: reviewMessagesSent(req),
      }),
    );
  }

  @Post('submission')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @Access({ roles: [CLIENT_ROLE], client: true, page: PortalPage.annualReview })
  @ApiOperation({
    summary:
      'Submits the review: posts a message per person with their answers, then sets each review status (ChangesReported if any Yes, else NoChangesReported), the partner first and the client last, stopping at the first failure. success is true only when no step carried an error. Safe to repeat after a failure: a person whose message went in an earlier attempt of this session gets no second message, and a partner completed by that attempt is still offered.',
  })
  @ApiOkResponse({ type: ReviewSubmissionResultDto })
  @ApiBadRequestResponse({
    description: 'A question left unanswered, an unknown question, or the review is not in progress.',
    type: ErrorBodyDto,
  })
  async submit(
    @Req() req: Request,
    @Actor() actor: PortalActor,
    @Body() body: ReviewSubmissionBodyDto,
  ): Promise<ReviewSubmissionResultDto> {
    const outcome = unwrap(
      await this.submitReview.execute(actor.credential, {
        clientId: actor.clientId,
        client: body.client,
        partner: body.partner ?? null,
        messagesSent: reviewMessagesSent(req),
      }),
    );
    noteReviewOutcome(req, outcome);
    return { ...outcome, errorText: outcome.success ? null : [REVIEW_SUBMISSION_ERROR, REVIEW_SUBMISSION_ERROR_HELP] };
  }
}
