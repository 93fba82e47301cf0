import { USER_TYPE, type UserType } from '../tables/users';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Travel@123';

/**
 * The demo's console super administrator (creates clubs at /operator/clubs), with the demo
 * password. Demo only: a production start refuses a database holding it (demoEmails).
 */
export const DEMO_SUPER_ADMIN_EMAIL = 'admin@console.test';

/** `operator` is the club's white-label admin (WL_ADMIN), who reviews agent applications. */
export type DemoRole = 'customer' | 'agent' | 'subagent' | 'staff' | 'unverified' | 'operator';

export interface DemoUserSeed {
  role: DemoRole;
  fullName: string;
  phoneNumber: string;
  userType: UserType;
  emailVerified: boolean;
}

export interface ClubUsersSeed {
  clubId: number;
  /** `customer@<domain>`, `agent@<domain>`, … */
  domain: string;
  phoneCountryCode: string;
  preferredLanguage: string;
  preferredCurrency: string;
  preferredCountry: string;
  /** The agent's opening wallet balance, a decimal string in USD. */
  agentBalance: string;
  /** The agent's points (shown only where the club awards points). */
  agentPoints: number;
  /** Loyalty points of the demo customer (1 point = 0.01 USD); 0 opens no account. */
  customerLoyaltyPoints: number;
  users: DemoUserSeed[];
}

const accounts = (names: Record<DemoRole, string>, prefix: string): DemoUserSeed[] => [
  {
    role: 'customer',
    fullName: names.customer,
    phoneNumber: `${prefix}1234567`,
    userType: USER_TYPE.REGISTERED,
    emailVerified: true,
  },
  {
    role: 'agent',
    fullName: names.agent,
    phoneNumber: `${prefix}2345678`,
    userType: USER_TYPE.AGENT,
    emailVerified: true,
  },
  {
    role: 'subagent',
    fullName: names.subagent,
    phoneNumber: `${prefix}3456789`,
    userType: USER_TYPE.SUB_AGENT,
    emailVerified: true,
  },
  {
    role: 'staff',
    fullName: names.staff,
    phoneNumber: `${prefix}4567890`,
    userType: USER_TYPE.STAFF_USER,
    emailVerified: true,
  },
  {
    role: 'unverified',
    fullName: names.unverified,
    phoneNumber: `${prefix}5678901`,
    userType: USER_TYPE.REGISTERED,
    emailVerified: false,
  },
  {
    role: 'operator',
    fullName: names.operator,
    phoneNumber: `${prefix}6789012`,
    userType: USER_TYPE.WL_ADMIN,
    emailVerified: true,
  },
];

/** Six demo accounts per club; sub-agent and staff belong to the club's agent. */
export const clubUserSeeds: ClubUsersSeed[] = [
  {
    clubId: 101,
    domain: 'skyline.test',
    phoneCountryCode: '+971',
    preferredLanguage: 'en',
    preferredCurrency: 'USD',
    preferredCountry: 'AE',
    agentBalance: '5000.00',
    agentPoints: 1250,
    customerLoyaltyPoints: 2000,
    users: accounts(
      {
        customer: 'Sara Haddad',
        agent: 'Omar Khalil',
        subagent: 'Lina Farouk',
        staff: 'Yousef Nasser',
        unverified: 'Maya Saleh',
        operator: 'Rania Aziz',
      },
      '50',
    ),
  },
  {
    clubId: 102,
    domain: 'nakhla.test',
    phoneCountryCode: '+966',
    preferredLanguage: 'ar',
    preferredCurrency: 'SAR',
    preferredCountry: 'SA',
    agentBalance: '12500.00',
    agentPoints: 0,
    customerLoyaltyPoints: 0,
    users: accounts(
      {
        customer: 'نورة العتيبي',
        agent: 'خالد الشمري',
        subagent: 'ريم القحطاني',
        staff: 'فهد الدوسري',
        unverified: 'سلمان الحربي',
        operator: 'هالة المطيري',
      },
      '55',
    ),
  },
];
