import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which peers may set X-Forwarded-For/-Proto/-Host. A trusted range lets anyone in it
 * choose the client address every per-IP limit and log line sees, so ranges that reach far into
 * the public internet are refused at start-up, however they are split (`0.0.0.0/1,128.0.0.0/1`) or
 * spelled (`::ffff:0:0/96`, which proxy-addr matches against every IPv4 client).
 */

/** proxy-addr's named ranges, accepted as TRUST_PROXY entries (all private). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** The most public space a trusted set may cover: a /24 of IPv4, a /48 of IPv6. */
const MAX_PUBLIC = { 4: 2n ** 8n, 6: 2n ** 80n } as const;

/** Ranges no client on the internet can come from (private, loopback, link-local, multicast, reserved). */
const NOT_PUBLIC = {
  4: ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.168.0.0/16', '224.0.0.0/3'],
  // ::ffff:0:0/96 is left out of IPv6's count: proxy-addr reads mapped addresses and ranges as IPv4.
  6: ['::/127', '::ffff:0:0/96', 'fc00::/7', 'fe80::/10', 'ff00::/8'],
} as const;

type Family = 4 | 6;
interface Range {
  family: Family;
  first: bigint;
  last: bigint;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((n, octet) => (n << 8n) | BigInt(Number(octet)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0] ?? '';
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const n = ipv4ToBigInt(v4Tail[1]);
    text = `${text.slice(0, -v4Tail[1].length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** An entry (already checked by isAddressOrCidr) as the range proxy-addr will trust. */
function rangeOf(entry: string): Range | undefined {
  if (PROXY_RANGE_NAMES.includes(entry)) return undefined;
  const [address = '', prefixText] = entry.split('/');
  let family: Family = isIP(address) === 4 ? 4 : 6;
  let value = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  let bits = family === 4 ? 32 : 128;
  let prefix = prefixText === undefined ? bits : Number(prefixText);
  const mapped = family === 6 && value >> 32n === 0xffffn;
  if (mapped && prefix >= 96) {
    // proxy-addr matches an IPv4 client against a mapped range of /96 or longer.
    family = 4;
    value &= 0xffffffffn;
    bits = 32;
    prefix -= 96;
  }
  const size = 1n << BigInt(bits - prefix);
  const first = value - (value % size);
  return { family, first, last: first + size - 1n };
}

/** How many addresses of `ranges` lie outside every range of `excluded` (all one family). */
function countOutside(ranges: Range[], excluded: Range[]): bigint {
  // Merge the trusted ranges, then take away the parts inside the excluded ones.
  const merged: Range[] = [];
  for (const r of [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0))) {
    const prev = merged.at(-1);
    if (prev && r.first <= prev.last + 1n) prev.last = r.last > prev.last ? r.last : prev.last;
    else merged.push({ ...r });
  }
  let total = 0n;
  for (const r of merged) {
    total += r.last - r.first + 1n;
    for (const x of excluded) {
      const from = r.first > x.first ? r.first : x.first;
      const to = r.last < x.last ? r.last : x.last;
      if (from <= to) total -= to - from + 1n;
    }
  }
  return total;
}

const notPublic = (family: Family) => NOT_PUBLIC[family].map((cidr) => rangeOf(cidr) as Range).filter((r) => r.family === family);

/** Entries whose trusted public space, together, is wider than a /24 (IPv4) or a /48 (IPv6). */
export function tooWidePublicEntries(entries: string[]): string[] {
  const ranges = entries.map((entry) => ({ entry, range: rangeOf(entry) }));
  const wide: string[] = [];
  for (const family of [4, 6] as const) {
    const excluded = notPublic(family);
    const mine = ranges.filter((r): r is { entry: string; range: Range } => r.range?.family === family);
    if (countOutside(mine.map((r) => r.range), excluded) <= MAX_PUBLIC[family]) continue;
    wide.push(...mine.filter((r) => countOutside([r.range], excluded) > 0n).map((r) => r.entry));
  }
  return wide;
}

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A /0 range (every address) is refused by proxy-addr with a bare TypeError at start-up.
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A range that names every address: trusting it lets any client forge its address. */
function isEveryAddress(entry: string): boolean {
  return /\/0+$/.test(entry);
}

const ADVICE = "name your proxies' addresses or ranges, or give a hop count ('1': the nearest proxy)";

/**
 * Which peers may set X-Forwarded-For/-Proto/-Host: 'false' (default: none), a hop count ('1':
 * the nearest proxy), or a comma-separated list of addresses and CIDRs ('10.0.0.0/8,127.0.0.1').
 */
export const trustProxy = z
  .string()
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (['false', 'off', 'no', '0', 'none'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Math.min(Number(text), 20);
    const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
    const everyone = entries.filter(isEveryAddress);
    if (everyone.length > 0) {
      ctx.addIssue({ code: 'custom', message: `${everyone.join(', ')} would trust every address, so any client could forge its own; ${ADVICE}` });
      return z.NEVER;
    }
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be 'false', a hop count, or a comma-separated list of IP addresses or CIDR ranges${bad.length ? ` (not understood: ${bad.join(', ')})` : ''}`,
      });
      return z.NEVER;
    }
    const wide = tooWidePublicEntries(entries);
    if (wide.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${wide.join(', ')} would trust public addresses wider than a /24 (IPv4) or a /48 (IPv6), so clients there could forge their own; ${ADVICE}`,
      });
      return z.NEVER;
    }
    return entries;
  });
