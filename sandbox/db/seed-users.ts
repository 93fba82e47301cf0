import { and, count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Database } from './client';
import {
  AGENT_APPROVAL,
  CONSOLE_ROLE,
  USER_TYPE,
  agentWallets,
  consoleUsers,
  loyaltyAccounts,
  travelers,
  users,
  walletTransactions,
} from './schema';
import { customerTravelerSeeds } from './seed-data/travelers';
import { DEMO_PASSWORD, DEMO_SUPER_ADMIN_EMAIL, clubUserSeeds, type ClubUsersSeed } from './seed-data/users';

/**
 * Demo accounts and the agents' wallets. Accounts that exist are left as they are (a demo user who
 * changed a password or a preference keeps it until `npm run db:reset`), so the seed can run at
 * every start-up. argon2 is slow: the password is hashed once per run, and only when needed.
 */
export async function seedDemoUsers(db: Database): Promise<void> {
  let passwordHash: Promise<string> | undefined;
  const demoHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));
  for (const club of clubUserSeeds) await seedClubUsers(db, club, demoHash);
  await seedDemoConsoleOperators(db, demoHash);
}

const emailOf = (club: ClubUsersSeed, role: string) => `${role}@${club.domain}`;

/** Every e-mail address the demo seeds: a production start refuses a database holding one. */
export const demoEmails = (): string[] => [
  ...clubUserSeeds.flatMap((club) => club.users.map((user) => emailOf(club, user.role))),
  DEMO_SUPER_ADMIN_EMAIL,
];

/**
 * Each demo club's operator also gets a console account (WL_ADMIN) with the same address and demo
 * password, so the console signs them in against console_users; their `users` row stays for the
 * review pages that still read it. The demo also has one super administrator (it creates clubs;
 * the console's e2e journey signs in with it).
 */
async function seedDemoConsoleOperators(db: Database, demoHash: () => Promise<string>) {
  const operators = clubUserSeeds.filter((club) => club.users.some((user) => user.role === 'operator'));
  const accounts = [
    ...operators.map((club) => ({
      email: emailOf(club, 'operator'),
      role: CONSOLE_ROLE.WL_ADMIN,
      clubId: club.clubId as number | null,
    })),
    { email: DEMO_SUPER_ADMIN_EMAIL, role: CONSOLE_ROLE.SUPER_ADMIN, clubId: null },
  ];
  const existing = await db
    .select({ email: consoleUsers.email })
    .from(consoleUsers)
    .where(
      inArray(
        consoleUsers.email,
        accounts.map((account) => account.email),
      ),
    );
  const missing = accounts.filter((account) => !existing.some((row) => row.email === account.email));
  if (missing.length === 0) return;
  const passwordHash = await demoHash();
  await db
    .insert(consoleUsers)
    .values(missing.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing({ target: consoleUsers.email });
}

async function seedClubUsers(db: Database, club: ClubUsersSeed, demoHash: () => Promise<string>) {
  const emails = club.users.map((user) => emailOf(club, user.role));
  const existing = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.clubId, club.clubId), inArray(users.email, emails)));
  const idOf = new Map(existing.map((row) => [row.email, row.id]));

  // The agent first: the sub-agent and the staff user point at it.
  const ordered = [...club.users].sort((a, b) => Number(b.role === 'agent') - Number(a.role === 'agent'));
  for (const seed of ordered) {
    const email = emailOf(club, seed.role);
    if (idOf.has(email)) continue;
    const belongsToAgent = seed.role === 'subagent' || seed.role === 'staff';
    const [firstName = '', ...rest] = seed.fullName.split(' ');
    const [created] = await db
      .insert(users)
      .values({
        clubId: club.clubId,
        email,
        fullName: seed.fullName,
        firstName,
        lastName: rest.join(' '),
        phoneCountryCode: club.phoneCountryCode,
        phoneNumber: seed.phoneNumber,
        passwordHash: await demoHash(),
        userType: seed.userType,
        emailVerified: seed.emailVerified,
        preferredLanguage: club.preferredLanguage,
        preferredCurrency: club.preferredCurrency,
        preferredCountry: club.preferredCountry,
        parentAgentId: belongsToAgent ? (idOf.get(emailOf(club, 'agent')) ?? null) : null,
        // The demo agents were approved long ago.
        agentApproval: seed.userType === USER_TYPE.AGENT ? AGENT_APPROVAL.APPROVED : null,
      })
      .onConflictDoNothing({ target: [users.clubId, users.email] })
      .returning({ id: users.id });
    if (created) idOf.set(email, created.id);
  }

  const customerId = idOf.get(emailOf(club, 'customer'));
  if (customerId !== undefined && club.customerLoyaltyPoints > 0) {
    await db
      .insert(loyaltyAccounts)
      .values({ userId: customerId, points: club.customerLoyaltyPoints })
      .onConflictDoNothing();
  }

  if (customerId !== undefined)
    await seedSavedTravelers(db, club.clubId, customerId, emailOf(club, 'customer'));

  const agentId = idOf.get(emailOf(club, 'agent'));
  if (agentId === undefined) return;
  const opened = await db
    .insert(agentWallets)
    .values({ agentId, availableBalance: club.agentBalance, currency: 'USD', points: club.agentPoints })
    .onConflictDoNothing()
    .returning({ agentId: agentWallets.agentId });
  if (opened.length > 0) {
    await db.insert(walletTransactions).values({
      agentId,
      amount: club.agentBalance,
      kind: 'credit',
      reference: 'Opening balance (demo data)',
      idempotencyKey: `seed:opening-balance:${agentId}`,
    });
  }
}

/** The demo customer's saved travellers, only while they have none (their own edits are kept). */
async function seedSavedTravelers(db: Database, clubId: number, userId: number, email: string) {
  const seeds = customerTravelerSeeds[email] ?? [];
  if (seeds.length === 0) return;
  const [row] = await db.select({ n: count() }).from(travelers).where(eq(travelers.userId, userId));
  if ((row?.n ?? 0) > 0) return;
  await db
    .insert(travelers)
    .values(seeds.map((seed) => ({ ...seed, clubId, userId })))
    .onConflictDoNothing();
}
