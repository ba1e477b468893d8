import { ClientAccessLevel } from '../../../domain/access/access-level';
import type { AccountStatus, SecurityQuestionRecord, SignInBehaviour } from './records';

/** The client personas of PERSONAS.md, in table order. Their entity and user ids follow this order. */
export interface PersonaSpec {
  /** Short name; the stored username adds '@client'. The first name is this, capitalised. */
  username: string;
  lastName: string;
  salutation: string;
  dob: string;
  postcode: string;
  mobile: string | null;
  accessLevel: ClientAccessLevel;
  signIn: SignInBehaviour;
  accountStatus: AccountStatus;
  pendingSteps: string[];
  extraCapabilities: string[];
  securityQuestions: SecurityQuestionRecord[];
  xptReviewStatus: string | null;
}

const base = {
  signIn: { kind: 'password' } as SignInBehaviour,
  accountStatus: 'active' as AccountStatus,
  pendingSteps: [] as string[],
  extraCapabilities: [] as string[],
  securityQuestions: [] as SecurityQuestionRecord[],
  xptReviewStatus: null as string | null,
  mobile: null as string | null,
};

export const PERSONAS: readonly PersonaSpec[] = [
  {
    ...base,
    username: 'amelia',
    lastName: 'Hartley',
    salutation: 'Mrs',
    dob: '1968-04-12',
    postcode: 'GU1 3AJ',
    mobile: '+447700900123',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    extraCapabilities: ['view_partner', 'modelling_by_target_sets'],
    xptReviewStatus: 'InProgress',
    securityQuestions: [
      { question: 'What was the name of your first school?', answer: 'first-answer' },
      { question: 'In which town were you born?', answer: 'second-answer' },
    ],
  },
  {
    ...base,
    username: 'ben',
    lastName: 'Hartley',
    salutation: 'Mr',
    dob: '1965-09-30',
    postcode: 'GU1 3AJ',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    xptReviewStatus: 'InProgress',
  },
  {
    ...base,
    username: 'carla',
    lastName: 'Bennett',
    salutation: 'Ms',
    dob: '1974-02-17',
    postcode: 'BS8 1TH',
    accessLevel: ClientAccessLevel.ClientAssets,
  },
  {
    ...base,
    username: 'dmitri',
    lastName: 'Volkov',
    salutation: 'Mr',
    dob: '1981-11-05',
    postcode: 'EC2V 7HH',
    accessLevel: ClientAccessLevel.ClientMessages,
  },
  {
    ...base,
    username: 'erin',
    lastName: 'Docherty',
    salutation: 'Ms',
    dob: '1990-06-21',
    postcode: 'G12 8QQ',
    accessLevel: ClientAccessLevel.NotAssigned,
  },
  {
    ...base,
    username: 'farah',
    lastName: 'Siddiqui',
    salutation: 'Dr',
    dob: '1979-03-08',
    postcode: 'M20 2RN',
    mobile: '+447700904321',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    signIn: { kind: 'mfa' },
  },
  {
    ...base,
    username: 'george',
    lastName: 'Pemberton',
    salutation: 'Mr',
    dob: '1958-12-01',
    postcode: 'OX2 6HT',
    mobile: '+447700905678',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    signIn: { kind: 'mfaEnrolment', methods: ['sms', 'email'] },
  },
  {
    ...base,
    username: 'hana',
    lastName: 'Sato',
    salutation: 'Ms',
    dob: '1985-07-14',
    postcode: 'EH4 1AB',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    signIn: { kind: 'memorableWord', word: 'wealthy', hint: 'How you would like to feel about your savings' },
  },
  {
    ...base,
    username: 'ivan',
    lastName: 'Petrov',
    salutation: 'Mr',
    dob: '1971-01-25',
    postcode: 'CB2 1RX',
    accessLevel: ClientAccessLevel.ClientPortfolio,
    pendingSteps: ['ForceChangePassword', 'SiteTerms', 'SetSecurityQuestions'],
  },
  {
    ...base,
    username: 'jules',
    lastName: 'Marchant',
    salutation: 'Mr',
    dob: '1966-05-19',
    postcode: 'BA1 2QH',
    accessLevel: ClientAccessLevel.NotAssigned,
    accountStatus: 'disabled',
  },
  {
    ...base,
    username: 'kai',
    lastName: 'Thornton',
    salutation: 'Mx',
    dob: '1993-10-03',
    postcode: 'LS8 2PW',
    accessLevel: ClientAccessLevel.NotAssigned,
    accountStatus: 'deactivated',
  },
  {
    ...base,
    username: 'lena',
    lastName: 'Walsh',
    salutation: 'Mrs',
    dob: '1976-08-28',
    postcode: '3141',
    mobile: '+447700907788',
    accessLevel: ClientAccessLevel.ClientPortfolio,
  },
  /** Not in PERSONAS.md's table: the client the scale knob gives a very large portfolio (spec 2). */
  {
    ...base,
    username: 'scale',
    lastName: 'Benchmark',
    salutation: 'Mr',
    dob: '1970-01-01',
    postcode: 'SW1A 1AA',
    accessLevel: ClientAccessLevel.ClientPortfolio,
  },
];

/** Amelia and Ben's child: in their client group, a client of `adviser`, never login accessible. */
export const AMELIA_CHILD = {
  firstName: 'Oliver',
  lastName: 'Hartley',
  salutation: 'Master',
  dob: '2012-03-09',
} as const;
