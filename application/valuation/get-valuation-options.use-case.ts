import { defaultReportRange } from '../../domain/valuation/valuation-dates';
import type { MemberOption } from '../../domain/valuation/valuation-members';
import { isOneClick, type ValuationTemplate } from '../../domain/valuation/valuation-templates';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, type PortalError } from '../errors/portal-error';
import { Injectable } from '../shared/injectable';
import { ValuationContextLoader } from './valuation-context';
import type { PortalActor } from '../session/portal-actor';

export interface ValuationOptions {
  templates: (ValuationTemplate & { oneClick: boolean })[];
  members: MemberOption[];
  groups: { code: string; name: string }[];
  accounts: { id: number; name: string; groupCode: string | null; portfolioId: number }[];
  portfolios: { id: number; name: string }[];
  today: string;
  holdBack: boolean;
  /** spec 3 §5: one year back, the end held back with the setting. */
  defaultRange: { from: string; to: string };
}

/** The valuation page (spec 3 §2): the user's templates and the choices their selectors offer. */
@Injectable()
export class GetValuationOptionsUseCase {
  constructor(private readonly contexts: ValuationContextLoader) {}

  async execute(user: PortalActor): Promise<Result<ValuationOptions, PortalError>> {
    try {
      const loaded = await this.contexts.load(user);
      if (!loaded.ok) return loaded;
      const { templates, members, scope } = loaded.value;
      const holdBack = scope.config.holdBackPeriod;
      return ok({
        templates: templates.map((t) => ({ ...t, oneClick: isOneClick(t) })),
        members,
        groups: scope.groups.map((g) => ({ code: g.code, name: g.name })),
        accounts: scope.accounts.map((a) => ({
          id: a.id,
          name: a.name,
          groupCode: a.groupCode,
          portfolioId: a.portfolioId,
        })),
        portfolios: scope.portfolios.map((p) => ({ id: p.id, name: p.name })),
        today: user.today,
        holdBack,
        defaultRange: defaultReportRange(user.today, holdBack),
      });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
