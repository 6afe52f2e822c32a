import type { Category, Product } from '@platter/domain';

export interface StaffMenuSection {
  /** A category's id; OTHER_SECTION for dishes in none of the listed categories. */
  id: string;
  /** null: the 'Other dishes' section (its name comes from the catalogue). */
  name: string | null;
  products: Product[];
}

export const OTHER_SECTION = 'other';

/** Lower case, without accents: 'Crème' matches 'creme'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

const byDisplayOrder = (a: { displayOrder: number; name: string }, b: { displayOrder: number; name: string }) =>
  a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);

/**
 * The staff menu: today's dishes (sold out ones too) under their categories in the menu's
 * order, narrowed by the search text (in the name) and, when asked, to the sold-out ones. A dish
 * in two categories shows in both (its switch is the same dish).
 */
export function staffMenuSections(
  categories: readonly Category[],
  products: readonly Product[],
  { search, soldOutOnly }: { search: string; soldOutOnly: boolean },
): StaffMenuSection[] {
  const wanted = folded(search);
  const shown = products
    .filter((p) => p.isActive && (!soldOutOnly || !p.isAvailable) && (!wanted || folded(p.name).includes(wanted)))
    .sort(byDisplayOrder);
  const listed = [...categories].filter((c) => c.isActive).sort(byDisplayOrder);
  const listedIds = new Set(listed.map((c) => c._id));
  const sections: StaffMenuSection[] = listed.map((category) => ({
    id: category._id,
    name: category.name,
    products: shown.filter((p) => p.categories.includes(category._id)),
  }));
  sections.push({ id: OTHER_SECTION, name: null, products: shown.filter((p) => !p.categories.some((id) => listedIds.has(id))) });
  return sections.filter((section) => section.products.length > 0);
}
