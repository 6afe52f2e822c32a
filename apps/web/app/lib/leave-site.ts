/**
 * Leaving the restaurant's site for another one: the payment provider's hosted checkout. A full
 * navigation (the provider's page is not ours to render), and only to a web address, so an
 * address from an answer can never run script here.
 */

/** `url` when it is an http(s) address, else null. */
export function webAddress(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Goes to `url` (a full page load); false when it is not a web address and nothing happened. */
export function leaveFor(url: string): boolean {
  const address = webAddress(url);
  if (!address) return false;
  window.location.assign(address);
  return true;
}
