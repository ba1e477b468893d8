import type { Command } from 'commander';
import type { ReplaySignInInput } from '../../application/support/replay-sign-in.use-case';

/** The sandbox's answers (shared/design/PERSONAS.md), used for every flag not given. */
export const SANDBOX_DEFAULTS = {
  password: 'Demo-Passw0rd',
  code: '123456',
  word: 'wealthy',
  /** ForceChangePassword: differs from the old password, as the platform requires. */
  newPassword: 'Demo-Passw0rd-2026',
} as const;

/** SetSecurityQuestions: two sample questions, answered as PERSONAS.md's personas are. */
export const SAMPLE_SECURITY_QUESTIONS = [
  { question: 'What was the name of your first school?', answer: 'first-answer' },
  { question: 'In which town were you born?', answer: 'second-answer' },
];

export interface SignInFlags {
  adviser?: boolean;
  password?: string;
  code?: string;
  word?: string;
  newPassword?: string;
  json?: boolean;
  platformUrl?: string;
}

/** The options of every command that signs in (login replay, access dump). */
export function withSignInOptions(command: Command): Command {
  return command
    .argument('<username>', "as typed on the login page ('amelia'; the client tab adds @client)")
    .option('--adviser', 'sign in on the Adviser tab (default: the Client tab)')
    .option('--password <password>', `password (default ${SANDBOX_DEFAULTS.password})`)
    .option('--code <code>', `one-time code for MfaRequired and enrolment (default ${SANDBOX_DEFAULTS.code})`)
    .option(
      '--word <word>',
      `memorable word; the characters asked are taken from it (default ${SANDBOX_DEFAULTS.word})`,
    )
    .option(
      '--new-password <password>',
      `new password for ForceChangePassword (default ${SANDBOX_DEFAULTS.newPassword})`,
    )
    .option('--json', 'print one JSON document instead of text');
}

export function replayInput(username: string, flags: SignInFlags, today: string): ReplaySignInInput {
  return {
    tab: flags.adviser ? 'adviser' : 'client',
    username,
    password: flags.password ?? SANDBOX_DEFAULTS.password,
    answers: {
      code: flags.code ?? SANDBOX_DEFAULTS.code,
      memorableWord: flags.word ?? SANDBOX_DEFAULTS.word,
      newPassword: flags.newPassword ?? SANDBOX_DEFAULTS.newPassword,
      securityQuestions: SAMPLE_SECURITY_QUESTIONS,
      today,
    },
  };
}
