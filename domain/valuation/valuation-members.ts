/**
 * The member list of a 'Select Entity' template (spec 3 §6): only login-accessible members; for a
 * client, 'Me' first and then the others; for an adviser, the client in context first.
 */

export const ME_LABEL = 'Me';

export interface GroupMember {
  memberId: number;
  name: string;
  loginAccessible: boolean;
}

export interface MemberOption {
  memberId: number;
  label: string;
}

export function orderMembers(members: readonly GroupMember[], clientId: number, role: 'client' | 'adviser'): MemberOption[] {
  const shown = members.filter((m) => m.loginAccessible);
  const self = shown.find((m) => m.memberId === clientId);
  const others = shown.filter((m) => m.memberId !== clientId).map((m) => ({ memberId: m.memberId, label: m.name }));
  if (!self) return others;
  return [{ memberId: self.memberId, label: role === 'client' ? ME_LABEL : self.name }, ...others];
}
