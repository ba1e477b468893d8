import { AnswerRoboPromptUseCase } from './answer-robo-prompt.use-case';
import { SpeakToAdviserUseCase } from './speak-to-adviser.use-case';

/** The notification answers (speak to an adviser, a prompt's answer), for the BFF's notifications module. */
export const NOTIFICATIONS_USE_CASES = [SpeakToAdviserUseCase, AnswerRoboPromptUseCase];
