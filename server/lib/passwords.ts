import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes): strong, yet quick enough for tests.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash, so an unknown email takes as long as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('tidings-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
