import { AnswerSignInStepUseCase } from './answer-sign-in-step.use-case';
import { DumpAccessUseCase } from './dump-access.use-case';
import { ReadOutboxUseCase } from './read-outbox.use-case';
import { ReplaySignInUseCase } from './replay-sign-in.use-case';

/** The support CLI's own use cases, on top of USE_CASES (ReadOutboxUseCase needs a SandboxOutboxPort). */
export const SUPPORT_USE_CASES = [AnswerSignInStepUseCase, ReplaySignInUseCase, DumpAccessUseCase, ReadOutboxUseCase];
