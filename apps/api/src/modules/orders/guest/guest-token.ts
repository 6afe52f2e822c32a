/**
 * A guest order's link token (issue 30): 32 random bytes in base64url, handed out once (the
 * answer to POST /orders and the confirmation e-mail); only its SHA-256 is stored. Checking a
 * token compares the hashes in constant time, and an order with no token costs the same as one
 * with the wrong token, so timing tells nothing about which orders exist.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGuestToken(token) };
}

/** A hash nothing hashes to in practice: stands in for an order that has none. */
const NO_TOKEN = hashGuestToken('no guest token');

export function guestTokenMatches(storedHash: string | null | undefined, token: string): boolean {
  const given = Buffer.from(hashGuestToken(token), 'hex');
  const stored = Buffer.from(storedHash ?? NO_TOKEN, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given) && Boolean(storedHash);
}

/** The guest's link: the restaurant's own origin, the order page, the token. */
export function guestOrderUrl(origin: string, orderId: string, token: string): string {
  return `${origin}/orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
}
