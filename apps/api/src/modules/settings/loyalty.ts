/** Loyalty (issue 40): the points a diner earns per whole currency unit of an order's total (the tenant file's `settings.pointsPerCurrencyUnit`). */
import type { LoyaltySettings } from '@platter/domain';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const loyaltySection: SettingsSectionDefinition<LoyaltySettings> = {
  id: 'loyalty',
  read: (row) => ({ pointsPerCurrencyUnit: row.pointsPerCurrencyUnit }),
  write: (value) => ({ pointsPerCurrencyUnit: value.pointsPerCurrencyUnit }),
};
