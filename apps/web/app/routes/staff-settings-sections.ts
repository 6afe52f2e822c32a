/**
 * The back office's settings sections (issue 27), in the order the side navigation lists them.
 * Each section is its own lazily loaded chunk (`load`), shown at /staff/settings/{id} to the roles
 * it names; the API checks the same roles on every call (a section's routes say who may edit).
 * A new section is one entry here, its page module and its texts under `staffSettings.sections`.
 */
import {
  mdiWeb,
  mdiAccountGroupOutline,
  mdiBookOpenPageVariantOutline,
  mdiCashRegister,
  mdiHandCoinOutline,
  mdiStarCircleOutline,
  mdiCardAccountPhoneOutline,
  mdiClockOutline,
  mdiPaletteOutline,
  mdiPrinter,
  mdiTranslate,
  mdiSpeedometer,
  mdiTagOutline,
  mdiTimerAlertOutline,
  mdiTruckDeliveryOutline,
  mdiViewCarouselOutline,
} from '@mdi/js';
import type { StaffRole } from '@platter/domain';
import type { ComponentType } from 'react';
import type { SettingsSectionProps } from '../staff-area/settings-section.ts';

export interface SettingsSection {
  id: string;
  /** An @mdi/js path. */
  icon: string;
  roles: readonly StaffRole[];
  load: () => Promise<{ default: ComponentType<SettingsSectionProps> }>;
}

export const OWNER_AND_MANAGER: readonly StaffRole[] = ['Owner', 'Manager'];
export const OWNER_ONLY: readonly StaffRole[] = ['Owner'];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { id: 'hours', icon: mdiClockOutline, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/hours/hours-page.tsx') },
  { id: 'fulfilment', icon: mdiTruckDeliveryOutline, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/fulfilment/fulfilment-page.tsx') },
  { id: 'capacity', icon: mdiSpeedometer, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/capacity/capacity-page.tsx') },
  { id: 'orders', icon: mdiTimerAlertOutline, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/orders/orders-page.tsx') },
  { id: 'tips', icon: mdiHandCoinOutline, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/tips/tips-page.tsx') },
  { id: 'languages', icon: mdiTranslate, roles: OWNER_AND_MANAGER, load: () => import('../features/storefront-settings/languages/languages-page.tsx') },
  { id: 'printers', icon: mdiPrinter, roles: OWNER_AND_MANAGER, load: () => import('../features/service-settings/printers/printers-page.tsx') },
  { id: 'takings', icon: mdiCashRegister, roles: OWNER_AND_MANAGER, load: () => import('../features/takings/takings-page.tsx') },
  { id: 'offers', icon: mdiTagOutline, roles: OWNER_AND_MANAGER, load: () => import('../features/offers-and-loyalty/offers/offers-section.tsx') },
  { id: 'loyalty', icon: mdiStarCircleOutline, roles: OWNER_ONLY, load: () => import('../features/offers-and-loyalty/loyalty/loyalty-page.tsx') },
  { id: 'look', icon: mdiPaletteOutline, roles: OWNER_ONLY, load: () => import('../features/storefront-settings/look/look-page.tsx') },
  { id: 'slides', icon: mdiViewCarouselOutline, roles: OWNER_ONLY, load: () => import('../features/storefront-settings/home/slides-page.tsx') },
  { id: 'about', icon: mdiBookOpenPageVariantOutline, roles: OWNER_ONLY, load: () => import('../features/storefront-settings/home/about-page.tsx') },
  { id: 'contact', icon: mdiCardAccountPhoneOutline, roles: OWNER_ONLY, load: () => import('../features/storefront-settings/home/contact-page.tsx') },
  { id: 'team', icon: mdiAccountGroupOutline, roles: OWNER_ONLY, load: () => import('../features/team/team-section.tsx') },
  { id: 'domains', icon: mdiWeb, roles: OWNER_ONLY, load: () => import('../features/storefront-settings/domains/domains-page.tsx') },
];

/** The sections `role` may open, in order. */
export function sectionsFor(role: StaffRole): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => section.roles.includes(role));
}
