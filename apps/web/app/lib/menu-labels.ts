import type { TFunction } from '../i18n/index.ts';

/**
 * A dish's dietary label or allergen in the page's language. The menu stores the domain's English
 * names (DIETARY_LABELS, UK_ALLERGENS); the `menu` catalogue names them in each language (its
 * `dietary` and `allergen` texts). Bind `t` to 'menu' (or a list with it) so the texts are loaded.
 */
export const dietaryText = (t: TFunction, label: string): string => t(`menu:dietary.${label}`, { defaultValue: label });
export const allergenText = (t: TFunction, allergen: string): string => t(`menu:allergen.${allergen}`, { defaultValue: allergen });
