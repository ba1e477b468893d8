import { LoginStatus } from '../../domain/auth/login-status';
import type { SignInView } from '../../application/auth/sign-in-progress';
import type { PortalUser } from '../../application/session/portal-user';
import { accessLevelView } from '../../application/support/access-level-view';
import type { ReplayStep, SignInReplay } from '../../application/support/replay-sign-in.use-case';
import { columns } from './columns';

/** One line per step: the move, what was answered, and what the user sees after it. */
export function stepLines(steps: ReplayStep[]): string[] {
  return columns(steps.map((s) => [`${s.n}.`, `${s.from} → ${s.to}`, `[${s.answered}]`, seen(s.view)]));
}

/** What the login page shows at a step: messages, positions asked, where a code went, methods offered. */
export function seen(view: SignInView): string {
  const parts: string[] = [];
  if (view.status === LoginStatus.MfaRequired || view.status === LoginStatus.MfaEnrolmentValidateDevice) {
    const to = view.codeSentTo ? ` to ${view.codeSentTo}` : '';
    parts.push(view.method ? `code sent by ${view.method}${to}` : `code sent${to}`);
  }
  if (view.methods) parts.push(`methods offered: ${view.methods.join(', ')}`);
  if (view.positions) parts.push(`positions asked: ${view.positions.join(', ')}`);
  if (view.hint) parts.push(`hint: ${view.hint}`);
  if (view.message) parts.push(`${view.messageKind ?? 'error'}: ${view.message}`);
  return parts.join('; ');
}

export function replayHeading(replay: Pick<SignInReplay, 'tab' | 'username'>, target: string): string {
  return `Sign-in of ${replay.username} on the ${replay.tab} tab at ${target}`;
}

export function userLines(user: PortalUser): string[] {
  const level = accessLevelView(user.clientAccessLevel);
  return [
    `Signed in as ${user.username}`,
    ...columns(
      [
        ['role', user.role],
        ['display name', user.displayName],
        ['client access', level ? `${level.code} ${level.name}` : '-'],
        ['site access', user.siteAccessLevel ?? '-'],
      ],
      '  ',
    ),
  ];
}

/** The portal user as scripts read it. */
export function userDocument(user: PortalUser) {
  return {
    username: user.username,
    role: user.role,
    displayName: user.displayName,
    clientAccessLevel: accessLevelView(user.clientAccessLevel),
    siteAccessLevel: user.siteAccessLevel,
  };
}
