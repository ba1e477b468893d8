import { Controller, Logger, Req, Sse, type MessageEvent } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { LoadAssetsUseCase } from '../../application/assets/load-assets.use-case';
import type { PortalActor } from '../../application/session/portal-actor';
import { PortalPage } from '../../domain/access/page-access';
import { ASSET_LOAD_PROBLEM } from '../../domain/assets/asset-display-texts';
import { Access } from '../common/access.decorator';
import { Actor } from '../session/request-actor';
import { AssetsLoadProgressDto, AssetsSummaryDto } from './assets.dto';
import { AssetsLoadErrorDto } from './assets-load.dto';

/**
 * The first assets load as server-sent events (spec 2 §4 "Assets load progress"): a `progress`
 * event as each stage starts (5, 25, 70, 100), then `done` with the assets summary, or `error`.
 */
@ApiTags('Assets')
@ApiExtraModels(AssetsLoadProgressDto, AssetsSummaryDto, AssetsLoadErrorDto)
@Controller('api/assets')
export class AssetsLoadController {
  private readonly logger = new Logger('AssetsLoad');

  constructor(private readonly loadAssets: LoadAssetsUseCase) {}

  @Sse('load')
  @Access({ client: true, page: PortalPage.home })
  @ApiOperation({
    summary:
      'The assets load with its progress, as server-sent events (text/event-stream): `progress` (AssetsLoadProgressDto) as each stage starts — Getting site settings 5, Getting adviser details 25, Loading accounts 70, Loading dashboard 100 — then `done` (AssetsSummaryDto, as GET /api/assets/summary) or `error` (AssetsLoadErrorDto), and the stream ends. Refusals (401, 403) come before the stream, as JSON.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'A stream of events named progress, done and error; each data line is JSON.',
    content: {
      'text/event-stream': {
        schema: {
          oneOf: [
            { $ref: getSchemaPath(AssetsLoadProgressDto) },
            { $ref: getSchemaPath(AssetsSummaryDto) },
            { $ref: getSchemaPath(AssetsLoadErrorDto) },
          ],
        },
        example:
          'event: progress\ndata: {"stage":"settings","label":"Getting site settings","percent":5}\n\nevent: done\ndata: {"enabled":true,"currency":"GBP","cards":[],"managedNet":0,"problem":null}\n\n',
      },
    },
  })
  load(@Req() req: Request, @Actor() actor: PortalActor): Observable<MessageEvent> {
    return new Observable<MessageEvent>((events) => {
      let open = true;
      const send = (type: string, data: object) => {
        if (open) events.next({ type, data });
      };
      this.loadAssets
        .execute(actor, (p) => send('progress', p satisfies AssetsLoadProgressDto))
        .then(
          async (r) => {
            // The session has gone (the platform's 401): signed out here too, as every other answer does.
            if (!r.ok && r.error.code === 'no_session' && req.session?.user)
              await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
            if (r.ok) send('done', r.value satisfies AssetsSummaryDto);
            else
              send('error', {
                message:
                  r.error.code === 'no_session' || r.error.code === 'forbidden' ? r.error.message : ASSET_LOAD_PROBLEM,
                code: r.error.code,
              } satisfies AssetsLoadErrorDto);
          },
          (e: unknown) => {
            this.logger.error(`assets load failed: ${e instanceof Error ? e.message : String(e)}`);
            send('error', { message: ASSET_LOAD_PROBLEM, code: 'unavailable' } satisfies AssetsLoadErrorDto);
          },
        )
        .finally(() => events.complete());
      return () => {
        open = false;
      };
    });
  }
}
