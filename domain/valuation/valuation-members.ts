/**
 * The member list of a 'Select Entity' template (spec 3 §6): only login-accessible members; for a
 * client, 'Me' first and then the others; for an adviser, the client in context first. The partner
 * is offered only when the client holds view_partner (spec 3 §6 "Capabilities used"; the same rule
 * as the balance sheet's members and the analysis portfolios). One rule for what the page offers and
 * for what a report may be run on.
 */

import { hasViewPartner } from '../access/capabilities';

export const ME_LABEL = 'Me';

/** The portal's refusal of a report on someone who is not among the members offered. */
export const MEMBER_NOT_OFFERED = 'That person is not one of the members you can run this report for.';

export interface GroupMember {
  memberId: number;
  name: string;
  loginAccessible: boolean;
}

export interface MemberOption {
  memberId: number;
  label: string;
}

/** Whose members they are and what that client may see. */
export interface MemberRules {
  /** The client: the signed-in client, or the adviser's client in context. */
  clientId: number;
  role: 'client' | 'adviser';
  /** The client's partner, when known. */
  partnerId: number | null;
  /** The client's capabilities (view_partner shows the partner). */
  capabilities: readonly string[];
}

/** Whether a member may be chosen: login accessible, and the partner only with view_partner. */
export function isSelectableMember(member: GroupMember, rules: MemberRules): boolean {
  if (!member.loginAccessible) return false;
  if (member.memberId === rules.clientId) return true;
  if (rules.partnerId !== null && member.memberId === rules.partnerId) return hasViewPartner(rules.capabilities);
  return true;
}

/** The members offered, in the §6 order: the client first ('Me' for a client), then the others in the platform's order. */
export function selectableMembers(members: readonly GroupMember[], rules: MemberRules): MemberOption[] {
  const shown = members.filter((m) => isSelectableMember(m, rules));
  const self = shown.find((m) => m.memberId === rules.clientId);
  const others = shown
    .filter((m) => m.memberId !== rules.clientId)
    .map((m) => ({ memberId: m.memberId, label: m.name }));
  if (!self) return others;
  return [{ memberId: self.memberId, label: rules.role === 'client' ? ME_LABEL : self.name }, ...others];
}

/** A report on a member is allowed only for one of the members offered. */
export function isOfferedMember(offered: readonly MemberOption[], memberId: number): boolean {
  return offered.some((m) => m.memberId === memberId);
}
