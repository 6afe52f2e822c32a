import { mdiCartOutline, mdiEmailOutline, mdiHomeOutline, mdiInformationOutline, mdiSilverwareForkKnife } from '@mdi/js';

/** The shell's main links, in the spec's order. */
export const MAIN_NAV = [
  { to: '/', labelKey: 'nav.home', icon: mdiHomeOutline, end: true },
  { to: '/menu', labelKey: 'nav.menu', icon: mdiSilverwareForkKnife, end: false },
  { to: '/about', labelKey: 'nav.about', icon: mdiInformationOutline, end: false },
  { to: '/contact', labelKey: 'nav.contact', icon: mdiEmailOutline, end: false },
] as const;

export const CART_NAV = { to: '/cart', labelKey: 'nav.cart', icon: mdiCartOutline } as const;
