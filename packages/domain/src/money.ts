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

let formatLanguage: () => string = () => 'en-GB';

/**
 * Where a page's formatting finds its language when a call names none: the web sets this once
 * (its current page language, per request on the server); the API passes the language
 * explicitly (e-mails, messages) and keeps the en-GB default.
 */
export function setFormatLanguage(source: () => string): void {
  formatLanguage = source;
}

/** The language formatting uses when a call names none (see setFormatLanguage). */
export function currentFormatLanguage(): string {
  return formatLanguage();
}

/**
 * '£12.50' in en-GB, as the spec shows prices: the symbol, then exactly two decimals.
 * '13,50 €' in pt-PT: a decimal comma and the symbol after a no-break space.
 */
export function formatPrice(major: number, symbol: string, language: string = formatLanguage()): string {
  if (language.startsWith('pt')) {
    const [whole = '0', cents = '00'] = Math.abs(major).toFixed(2).split('.');
    const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
    return `${major < 0 ? '-' : ''}${grouped},${cents}\u00a0${symbol}`;
  }
  return `${symbol}${major.toFixed(2)}`;
}

export interface Currency {
  code: string;
  symbol: string;
}

