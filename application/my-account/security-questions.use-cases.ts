import { isValid } from '../../domain/validation/field-errors';
import {
  DEFAULT_SECURITY_QUESTIONS,
  minAnswerLength,
  OTHER_QUESTION,
  SECURITY_QUESTION_REQUIRED,
  securityQuestionOptions,
  validateSecurityQuestions,
  type SecurityQuestionsField,
  type SecurityQuestionsValues,
} from '../../domain/validation/security-questions';
import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { SessionPort } from '../ports/session.port';
import { SitePort } from '../ports/site.port';
import { SiteConfigPort } from '../ports/site-config.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';

export interface SecurityQuestionSettings {
  /** From site content (content.securityQuestions.options), blanks dropped; the defaults when none. */
  options: string[];
  /** spec 3 §5: 8 or 0 by platform version. */
  minAnswerLength: number;
}

const CLIENT_ONLY = 'Only the client may set their security questions.';

/** The question options and the minimum answer length (spec 3 §5). */
@Injectable()
export class GetSecurityQuestionSettingsUseCase {
  constructor(
    private readonly platform: SitePort,
    private readonly site: SiteConfigPort,
  ) {}

  async execute(): Promise<Result<SecurityQuestionSettings, PortalError>> {
    try {
      const [file, site] = await Promise.all([this.site.load(), this.platform.getSite()]);
      const configured = (file.content.securityQuestions as { options?: unknown } | undefined)?.options;
      const list = Array.isArray(configured) ? configured.filter((o): o is string => typeof o === 'string') : [];
      const options = securityQuestionOptions(list.length ? list : DEFAULT_SECURITY_QUESTIONS).filter(
        (o) => o !== OTHER_QUESTION,
      );
      return ok({ options, minAnswerLength: minAnswerLength(site.version) });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}

export type SecurityQuestionsOutcome =
  { ok: true } | { ok: false; errors: Partial<Record<SecurityQuestionsField, string>> };

/** spec 3 §2, §5, §8: a client sets two questions and answers, checked by every §5 rule on the server too. */
@Injectable()
export class SetSecurityQuestionsUseCase {
  constructor(
    private readonly platform: SessionPort,
    private readonly settings: GetSecurityQuestionSettingsUseCase,
  ) {}

  async execute(
    client: PortalActor,
    values: SecurityQuestionsValues,
  ): Promise<Result<SecurityQuestionsOutcome, PortalError>> {
    if (client.role !== 'client') return err(portalError('forbidden', CLIENT_ONLY));
    const s = await this.settings.execute();
    if (!s.ok) return s;
    const errors = validateSecurityQuestions(values, s.value.minAnswerLength);
    for (const n of [1, 2] as const) {
      const q = values[`question${n}`];
      if (!errors[`question${n}`] && q !== OTHER_QUESTION && !s.value.options.includes(q ?? ''))
        errors[`question${n}`] = SECURITY_QUESTION_REQUIRED;
    }
    if (!isValid(errors)) return ok({ ok: false, errors });
    const pick = (q: string | null | undefined, custom: string | null | undefined) =>
      ((q === OTHER_QUESTION ? custom : q) ?? '').trim();
    try {
      await this.platform.setSecurityQuestions(client.credential, {
        questions: [
          { question: pick(values.question1, values.customQuestion1), answer: (values.answer1 ?? '').trim() },
          { question: pick(values.question2, values.customQuestion2), answer: (values.answer2 ?? '').trim() },
        ],
      });
      return ok({ ok: true });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
