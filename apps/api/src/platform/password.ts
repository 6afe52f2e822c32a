import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never an exception) for a wrong password or a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
