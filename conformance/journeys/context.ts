import type { Checker } from '../check';

export interface TestAccount {
  email: string;
  password: string;
}

/** Reads the newest one-time code mailed to an address (a mail catcher's API, or a test's hook). */
export type CodeReader = (email: string) => Promise<string>;

export interface JourneyContext extends Checker {
  clubHost: string;
  account?: TestAccount;
  codes?: CodeReader;
  wait(ms: number): Promise<void>;
  now(): Date;
  /** Filled in as the journeys go. */
  state: {
    config?: Record<string, unknown>;
    captcha: boolean;
    blacklist: string[];
    session?: { token: string; userId: string; userType: number; language: string };
    /** The welcome step's flow tickets, by e-mail (reference API only). */
    tickets: Map<string, string>;
    newAccount?: { email: string; password: string };
  };
}

/** The location and device fields the site sends with every auth call. */
export const LOCATION = {
  ip: '203.0.113.7',
  city: 'Dubai',
  state: 'Dubai',
  country: 'AE',
  loginDevice: 'Desktop (Linux)',
  otherDetail: '',
  browser: 'Conformance kit',
};

export const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
