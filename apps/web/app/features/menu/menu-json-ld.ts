import type { Currency } from '@platter/domain';
import type { MenuCardProduct } from './menu-card.ts';
import { labelKey, type MenuSection } from './menu-filters.ts';

/** Dietary labels that have a schema.org RestrictedDiet; others are not claimed. */
const SCHEMA_DIETS: Record<string, string> = {
  vegetarian: 'VegetarianDiet',
  vegan: 'VeganDiet',
  glutenfree: 'GlutenFreeDiet',
  halal: 'HalalDiet',
  kosher: 'KosherDiet',
  hindu: 'HinduDiet',
  diabetic: 'DiabeticDiet',
  lowcalorie: 'LowCalorieDiet',
  lowfat: 'LowFatDiet',
  lowlactose: 'LowLactoseDiet',
  lactosefree: 'LowLactoseDiet',
  lowsalt: 'LowSaltDiet',
};

export function suitableForDiet(labels: readonly string[]): string[] {
  const diets = labels.flatMap((label) => {
    const diet = SCHEMA_DIETS[labelKey(label)];
    return diet ? [`https://schema.org/${diet}`] : [];
  });
  return [...new Set(diets)];
}

function menuItem(product: MenuCardProduct, currency: Currency, origin: string): Record<string, unknown> {
  const image = product.imageUrl ?? product.thumbnailUrl;
  const diets = suitableForDiet(product.dietaryLabels);
  return {
    '@type': 'MenuItem',
    '@id': `${origin}/product/${product._id}`,
    name: product.name,
    description: product.description || undefined,
    url: `${origin}/product/${product._id}`,
    image: image ? new URL(image, origin).href : undefined,
    suitableForDiet: diets.length === 0 ? undefined : diets.length === 1 ? diets[0] : diets,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: currency.code,
      availability: product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org Menu: one MenuSection per category, each dish a MenuItem with its Offer. */
export function menuJsonLd(options: {
  /** The menu's name in the page's language ('The Golden Fork menu', 'Ementa da Tasca do Porto'). */
  name: string;
  /** The page's language: the dishes' names and descriptions are in it. */
  language: string;
  currency: Currency;
  origin: string;
  sections: readonly MenuSection[];
}): Record<string, unknown> {
  const { name, language, currency, origin, sections } = options;
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${origin}/menu#menu`,
    name,
    url: `${origin}/menu`,
    inLanguage: language,
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.category.name,
      description: section.category.description || undefined,
      hasMenuItem: section.products.map((product) => menuItem(product, currency, origin)),
    })),
  };
}
