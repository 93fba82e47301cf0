/**
 * Every table of the sandbox database, for drizzle (queries) and drizzle-kit (migrations).
 * One file per area under `tables/`.
 */
export * from './tables/clubs';
export * from './tables/users';
export * from './tables/wallet';
export * from './tables/bookings';
export * from './tables/travelers';
export * from './tables/secrets';
export * from './tables/content';
export * from './tables/profile-images';
export * from './tables/agent-applications';
export * from './tables/shared-state';
export * from './tables/console-audit';
export * from './tables/console';
export * from './tables/supplier-references';
export * from './tables/mail-outbox';
export * from './tables/saved-cards';
