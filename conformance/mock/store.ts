import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The spec-only mock's memory: accounts (passwords hashed), one-time codes (six digits, ten
 * minutes, single use, five tries), the codes each address received, and the tokens it signed.
 */

export interface MockUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneCountryCode: string;
  phoneNumber: string;
  passwordHash: string;
  verified: boolean;
  preferredLanguage: string;
  preferredCurrency: string;
  country: string | null;
  profilePic: string | null;
  userType: number;
  travellers: Record<string, unknown>[];
}

interface Code {
  code: string;
  otpType: number;
  expires: number;
  tries: number;
  used: boolean;
}

export const CODE_TTL_MS = 10 * 60_000;

export class MockStore {
  readonly users = new Map<string, MockUser>();
  private readonly codes = new Map<string, Code[]>();
  /** Addresses that checked a FORGOT_PASSWORD code, until when they may reset. */
  private readonly resets = new Map<string, number>();
  private readonly revoked = new Set<string>();
  private readonly secret = new Uint8Array(randomBytes(32));
  private nextId = 5001;

  constructor(private readonly now: () => number = Date.now) {}

  user(email: string): MockUser | undefined {
    return this.users.get(email.trim().toLowerCase());
  }

  userById(id: number): MockUser | undefined {
    return [...this.users.values()].find((user) => user.id === id);
  }

  async addUser(fields: {
    email: string;
    fullName: string;
    phoneCountryCode: string;
    phoneNumber: string;
    password: string;
    verified?: boolean;
  }): Promise<MockUser> {
    const [firstName = '', ...rest] = fields.fullName.trim().split(/\s+/);
    const user: MockUser = {
      id: this.nextId++,
      email: fields.email.trim().toLowerCase(),
      firstName,
      lastName: rest.join(' '),
      phoneCountryCode: fields.phoneCountryCode,
      phoneNumber: fields.phoneNumber,
      passwordHash: await hash(fields.password),
      verified: fields.verified ?? false,
      preferredLanguage: 'en',
      preferredCurrency: 'USD',
      country: null,
      profilePic: null,
      userType: 5,
      travellers: [],
    };
    this.users.set(user.email, user);
    return user;
  }

  async setPassword(user: MockUser, password: string): Promise<void> {
    user.passwordHash = await hash(password);
  }

  passwordMatches(user: MockUser, password: string): Promise<boolean> {
    return verify(user.passwordHash, password);
  }

  /** A new code of `otpType` for the address; older ones of the type stop working. */
  issueCode(email: string, otpType: number): string {
    const address = email.toLowerCase();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const kept = (this.codes.get(address) ?? []).filter((old) => old.otpType !== otpType);
    this.codes.set(address, [
      ...kept,
      { code, otpType, expires: this.now() + CODE_TTL_MS, tries: 0, used: false },
    ]);
    this.mailbox.push({ email: address, code, otpType });
    return code;
  }

  /** The newest code's type, to resend one of the same kind. */
  lastCodeType(email: string): number | null {
    const codes = this.codes.get(email.toLowerCase()) ?? [];
    return codes.at(-1)?.otpType ?? null;
  }

  /** 'ok', or why the code is refused. */
  checkCode(email: string, otp: string, otpType: number): 'ok' | 'wrong' | 'expired' | 'none' {
    const code = (this.codes.get(email.toLowerCase()) ?? []).find((c) => c.otpType === otpType && !c.used);
    if (!code || code.tries >= 5) return 'none';
    if (code.expires < this.now()) return 'expired';
    if (code.code !== otp) {
      code.tries += 1;
      return 'wrong';
    }
    code.used = true;
    if (otpType === 3) this.resets.set(email.toLowerCase(), this.now() + CODE_TTL_MS);
    return 'ok';
  }

  /** A reset is allowed once, within ten minutes of a checked FORGOT_PASSWORD code. */
  takeReset(email: string): boolean {
    const until = this.resets.get(email.toLowerCase());
    this.resets.delete(email.toLowerCase());
    return until !== undefined && until >= this.now();
  }

  /** What "mail" the mock sent: tests read codes here (no route serves them). */
  readonly mailbox: { email: string; code: string; otpType: number }[] = [];

  latestCode(email: string): string | null {
    return this.mailbox.filter((mail) => mail.email === email.toLowerCase()).at(-1)?.code ?? null;
  }

  token(user: MockUser): Promise<string> {
    return new SignJWT({
      id: user.id,
      profilePic: user.profilePic,
      firstName: user.firstName,
      lastName: user.lastName,
      preferredLanguage: user.preferredLanguage,
      preferredCurrency: user.preferredCurrency,
      userType: user.userType,
      jti: randomBytes(8).toString('hex'),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(this.secret);
  }

  async userOfToken(token: string): Promise<MockUser | null> {
    if (this.revoked.has(token)) return null;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      return this.userById(Number(payload.id)) ?? null;
    } catch {
      return null;
    }
  }

  revoke(token: string): void {
    this.revoked.add(token);
  }
}
