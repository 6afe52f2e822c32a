import { quickAddSelection, selectedOptionsOf, type Product, type SelectedOption } from '@platter/domain';
import { needsOptionChoice } from './menu-filters.ts';

/**
 * A dish as the menu page uses it: what the card, the search and filters, the JSON-LD and
 * '+' read, and nothing else. The loader maps each Product to this on the server, so the
 * page's hydration data carries no option groups (half of the menu's JSON).
 */
export type MenuCardProduct = Pick<
  Product,
  | '_id'
  | 'restaurantId'
  | 'name'
  | 'description'
  | 'price'
  | 'imageUrl'
  | 'thumbnailUrl'
  | 'photo'
  | 'categories'
  | 'allergens'
  | 'dietaryLabels'
  | 'isActive'
  | 'isFeatured'
  | 'isAvailable'
  | 'displayOrder'
> & {
  /**
   * What '+' adds (the free defaults, often none), or null when the dish is chosen on its own
   * page instead (`needsOptionChoice`: a required group, or a default that costs extra).
   */
  quickAdd: SelectedOption[] | null;
};

/**
 * The widest rendition a card's thumbnail can use (128 px at 3 device pixels a CSS pixel is 384):
 * the wider ones stay out of the page's hydration data.
 */
export const MENU_CARD_PHOTO_MAX_WIDTH = 640;

export function menuCard(product: Product): MenuCardProduct {
  const selection = needsOptionChoice(product) ? null : quickAddSelection(product);
  return {
    _id: product._id,
    restaurantId: product.restaurantId,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl,
    thumbnailUrl: product.thumbnailUrl,
    photo: product.photo && { ...product.photo, sources: product.photo.sources.filter((source) => source.width <= MENU_CARD_PHOTO_MAX_WIDTH) },
    categories: product.categories,
    allergens: product.allergens,
    dietaryLabels: product.dietaryLabels,
    isActive: product.isActive,
    isFeatured: product.isFeatured,
    isAvailable: product.isAvailable,
    displayOrder: product.displayOrder,
    quickAdd: selection ? selectedOptionsOf(product, selection) : null,
  };
}
