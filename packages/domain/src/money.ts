/**
 * Money is stored and computed in integer minor units (pence, cents) and sent over the wire
 * in major units with at most two decimals. These are the only two conversions.
 */
export type Minor = number;

export function toMinor(major: number): Minor {
  return Math.round(major * 100);
}

export function toMajor(minor: Minor): number {
  return Math.round(minor) / 100;
}

/** '£12.50' — currency symbol and exactly two decimals, as the spec shows prices. */
export function formatPrice(major: number, symbol: string): string {
  return `${symbol}${major.toFixed(2)}`;
}

export interface Currency {
  code: string;
  symbol: string;
}

