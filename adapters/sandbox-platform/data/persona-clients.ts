import { first } from '../../../domain/shared/present';
import {
  CLIENT_CAPABILITIES,
  CLIENT_USERNAME_SUFFIX,
  DEFAULT_LOGIN_PROFILE_ID,
  DEMO_PASSWORD,
  IDS,
  maskPhone,
} from './demo-constants';
import { AMELIA_CHILD, PERSONAS, type PersonaSpec } from './personas';
import type { ClientGroupRecord, ClientRecord, UserRecord } from './records';

const capitalise = (s: string): string => first(s).toUpperCase() + s.slice(1);

export interface PersonaClients {
  clients: ClientRecord[];
  users: UserRecord[];
  groups: ClientGroupRecord[];
}

/** The personas exactly as PERSONAS.md has them, plus Amelia and Ben's child. Pure, no randomness. */
export function generatePersonaClients(): PersonaClients {
  const clients: ClientRecord[] = [];
  const users: UserRecord[] = [];
  PERSONAS.forEach((p, i) => {
    const entityId = IDS.firstPersonaEntity + i;
    const userId = IDS.firstPersonaUser + i;
    clients.push(personaClient(p, entityId, userId));
    users.push(personaUser(p, entityId, userId));
  });
  const amelia = byName(clients, 'Amelia');
  const ben = byName(clients, 'Ben');
  amelia.partnerEntityId = ben.entityId;
  ben.partnerEntityId = amelia.entityId;
  const child = childClient(IDS.firstPersonaEntity + PERSONAS.length, amelia);
  clients.push(child);
  const groups: ClientGroupRecord[] = [
    {
      groupId: IDS.ameliaGroup,
      name: 'Hartley household',
      members: [
        { entityId: amelia.entityId, loginAccessible: true },
        { entityId: ben.entityId, loginAccessible: true },
        { entityId: child.entityId, loginAccessible: false },
      ],
    },
  ];
  return { clients, users, groups };
}

function byName(clients: ClientRecord[], firstName: string): ClientRecord {
  const found = clients.find((c) => c.firstName === firstName);
  if (!found) throw new Error(`persona ${firstName} missing`);
  return found;
}

function personaClient(p: PersonaSpec, entityId: number, userId: number): ClientRecord {
  const firstName = capitalise(p.username);
  return {
    entityId,
    adviserEntityId: IDS.adviserEntity,
    entityType: 'Individual',
    firstName,
    lastName: p.lastName,
    preferredName: firstName,
    salutation: p.salutation,
    addressTitle: `${p.salutation} ${firstName[0]} ${p.lastName}`,
    entityName: `${firstName} ${p.lastName}`,
    dob: p.dob,
    preferredEmail: `${p.username}@example.com`,
    preferredPostcode: p.postcode,
    mobile: p.mobile,
    partnerEntityId: null,
    preferredCurrency: 'GBP',
    userTimezone: 'Europe/London',
    externalId: `CL-${entityId}`,
    lastLoginDatetime: '2025-05-28T09:15:00Z',
    clientAccessLevel: p.accessLevel,
    userId,
    xptReviewStatus: p.xptReviewStatus,
    factfindStatus: null,
    roboJourneyType: null,
    roboJourneyStatus: null,
  };
}

function personaUser(p: PersonaSpec, entityId: number, userId: number): UserRecord {
  const mfaDevices =
    p.signIn.kind === 'mfa' && p.mobile
      ? [{ device_id: `tfa-${p.username}-sms`, method: 'sms' as const, target: maskPhone(p.mobile) }]
      : [];
  return {
    userId,
    username: `${p.username}${CLIENT_USERNAME_SUFFIX}`,
    role: 'ClientUser',
    entityId,
    displayName: `${capitalise(p.username)} ${p.lastName}`,
    password: DEMO_PASSWORD,
    accountStatus: p.accountStatus,
    signIn: p.signIn,
    mfaDevices,
    mobile: p.mobile,
    email: `${p.username}@example.com`,
    securityQuestions: p.securityQuestions.map((q) => ({ ...q })),
    pendingSteps: [...p.pendingSteps],
    capabilities: [...CLIENT_CAPABILITIES, ...p.extraCapabilities],
    locale: 'en-gb',
    userTimezone: 'Europe/London',
    preferredCurrency: 'GBP',
    loginProfileId: DEFAULT_LOGIN_PROFILE_ID,
    lastLogin: '2025-05-28T09:15:00Z',
  };
}

function childClient(entityId: number, parent: ClientRecord): ClientRecord {
  const { firstName, lastName, salutation, dob } = AMELIA_CHILD;
  return {
    ...parent,
    entityId,
    firstName,
    lastName,
    preferredName: firstName,
    salutation,
    addressTitle: `${salutation} ${firstName[0]} ${lastName}`,
    entityName: `${firstName} ${lastName}`,
    dob,
    preferredEmail: null,
    mobile: null,
    partnerEntityId: null,
    externalId: `CL-${entityId}`,
    lastLoginDatetime: null,
    clientAccessLevel: null,
    userId: null,
    xptReviewStatus: null,
  };
}
