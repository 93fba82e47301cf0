import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings (the library's default algorithm, with its default
 * cost: 19 MiB, 2 passes).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * For an unknown email: spend the same time as checking a real password, so the answer's timing
 * does not tell which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
