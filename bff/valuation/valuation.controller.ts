import { Body, Controller, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { GetFeatureTogglesUseCase } from '../../application/site/get-feature-toggles.use-case';
import { GetReportJobUseCase } from '../../application/valuation/get-report-job.use-case';
import { ReportFileFinder, type ReportFile } from '../../application/valuation/report-file';
import { GetValuationOptionsUseCase } from '../../application/valuation/get-valuation-options.use-case';
import {
  RunValuationReportUseCase,
  type RunReportCommand,
} from '../../application/valuation/run-valuation-report.use-case';
import { JOB_NOT_FOUND } from '../../application/valuation/valuation-refusals';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import type { ValuationSelection } from '../../domain/valuation/valuation-request';
import { Access } from '../common/access.decorator';
import { attachmentUrl } from '../messages/message-views';
import { ErrorBodyDto } from '../common/error-body.dto';
import { PortalFailure, unwrap } from '../common/portal-failure';
import { PortalConfig } from '../config/portal-config';
import { PortalConfigToken } from '../config/portal-config.token';
import { Actor } from '../session/request-actor';
import { clientReportsScript } from './client-reports';
import {
  ClientReportsDto,
  ReportJobDto,
  RunReportBodyDto,
  RunReportResultDto,
  ValuationOptionsDto,
} from './valuation.dto';
import { rememberJob, startedHere } from './valuation-jobs';

/** The messages area's download path of a report's file. */
const documentUrl = (f: ReportFile): string =>
  f.attachmentId === null ? `/api/messages/${f.documentId}/document` : attachmentUrl(f.documentId, f.attachmentId);

function selectionOf(body: RunReportBodyDto): ValuationSelection {
  const missing = (what: string) =>
    new PortalFailure({ code: 'validation', message: `${what} is required for this selection.` });
  switch (body.selection) {
    case 'member':
      if (body.memberId === undefined) throw missing('memberId');
      return { kind: 'member', memberId: body.memberId };
    case 'group':
      if (!body.groupCode) throw missing('groupCode');
      return { kind: 'group', groupCode: body.groupCode };
    case 'account':
      if (body.accountId === undefined) throw missing('accountId');
      return { kind: 'account', accountId: body.accountId };
    case 'portfolio':
      if (body.portfolioId === undefined) throw missing('portfolioId');
      return { kind: 'portfolio', portfolioId: body.portfolioId };
    default:
      return { kind: 'client' };
  }
}

/**
 * Valuation reports (spec 3 §2, §4, §6, §7): the templates and selector choices, a run, and the job.
 * A client for themselves or an adviser with a client in context; Assets or Portfolio level only.
 * Only the session that started a job may read it, and only for the same client.
 */
@ApiTags('Valuation reports')
@Controller('api/valuation')
export class ValuationController {
  constructor(
    private readonly options: GetValuationOptionsUseCase,
    private readonly run: RunValuationReportUseCase,
    private readonly job: GetReportJobUseCase,
    private readonly files: ReportFileFinder,
    private readonly toggles: GetFeatureTogglesUseCase,
    @Inject(PortalConfigToken) private readonly config: PortalConfig,
  ) {}

  @Get('client-reports')
  @Access({ client: true, page: PortalPage.valuationReport })
  @ApiOperation({
    summary:
      'Whether the client-reports widget replaces the page (spec 3 §2): the use-client-reports toggle is on and a widget script is configured (CLIENT_REPORTS_SCRIPT_URL, whose origin the CSP allows).',
  })
  @ApiOkResponse({ type: ClientReportsDto })
  async clientReports(): Promise<ClientReportsDto> {
    const script = clientReportsScript(this.config.clientReportsScriptUrl);
    const on = script !== null && (await this.toggles.execute())['use-client-reports'] === true;
    return { enabled: on, scriptUrl: on ? script.href : null };
  }

  @Get('options')
  @Access({ client: true, page: PortalPage.valuationReport })
  @ApiOperation({
    summary:
      "The user's report templates (filtered by user type) and what their selectors offer: members ('Me' first for a client, the client in context first for an adviser; login-accessible only; the partner only with the client's view_partner), account groups, accounts and portfolios; today, the hold-back setting and the one-year default range.",
  })
  @ApiOkResponse({ type: ValuationOptionsDto })
  async getOptions(@Actor() actor: PortalActor): Promise<ValuationOptionsDto> {
    return unwrap(await this.options.execute(actor));
  }

  @Post('reports')
  @HttpCode(200)
  @ApiSecurity('csrf')
  @Access({ client: true, page: PortalPage.valuationReport })
  @ApiOperation({
    summary:
      "Runs a report: the template must be one of the user's, the selection the kind it asks for and one the options offer (the portal refuses anything else with 403 in its own words, before asking the platform), the dates valid (spec 3 §5; hold-back applied). Answers the job to poll and 'We are generating your portfolio report'.",
  })
  @ApiOkResponse({ type: RunReportResultDto })
  @ApiBadRequestResponse({
    description:
      "A selection the template does not ask for, a missing or malformed date, or 'You cannot select an End date earlier than the Start date.'",
    type: ErrorBodyDto,
  })
  @ApiNotFoundResponse({ description: 'No such template for this user type.', type: ErrorBodyDto })
  async runReport(
    @Req() req: Request,
    @Actor() user: PortalActor,
    @Body() body: RunReportBodyDto,
  ): Promise<RunReportResultDto> {
    const cmd: RunReportCommand = {
      templateId: body.templateId,
      selection: selectionOf(body),
      from: body.from,
      to: body.to,
      dateChoice: body.dateChoice,
      date: body.date,
      sinceInception: body.sinceInception,
    };
    const started = unwrap(await this.run.execute(user, cmd));
    await rememberJob(req, { jobId: started.jobId, clientId: started.clientId });
    return { jobId: started.jobId, message: started.message, detail: started.detail };
  }

  @Get('jobs/:id')
  @Access({ client: true, page: PortalPage.valuationReport })
  @ApiOperation({
    summary:
      "One look at a report job (poll every 3000 ms): running, done (with the new document in messages and documents and, where it can be downloaded here, its file's path) or failed (the platform answered 500 or above).",
  })
  @ApiOkResponse({ type: ReportJobDto })
  @ApiNotFoundResponse({ description: 'A job this session did not start for this client.', type: ErrorBodyDto })
  async getJob(
    @Req() req: Request,
    @Actor() actor: PortalActor,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<ReportJobDto> {
    if (!startedHere(req, id, actor.clientId)) throw new PortalFailure({ code: 'not_found', message: JOB_NOT_FOUND });
    const isClient = actor.role !== 'adviser';
    const forClient = isClient ? null : (req.session.clientInContext?.displayName ?? null);
    const job = unwrap(await this.job.execute(actor.credential, id, forClient));
    const file =
      job.state === 'done' && job.documentId !== null
        ? await this.files.find(actor.credential, job.documentId, isClient)
        : null;
    return { ...job, documentUrl: file ? documentUrl(file) : null };
  }
}
