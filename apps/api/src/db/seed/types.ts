import type { PromotionType } from '@platter/domain';
import type { NewRestaurant } from '../schema.ts';

/** Money in these seed files is in major units (12.50), as a person writes a menu. */
export interface OptionGroupSeed {
  name: string;
  min: number;
  max: number;
  values: { label: string; price?: number; isDefault?: boolean }[];
}

export interface ProductSeed {
  name: string;
  description: string;
  price: number;
  /** Category names. */
  categories: string[];
  allergens?: string[];
  dietary?: string[];
  featured?: boolean;
  available?: boolean;
  active?: boolean;
  options?: OptionGroupSeed[];
}

export interface PromotionSeed {
  name: string;
  description: string;
  type: PromotionType;
  /** Percent for percentage types, major units for fixed types, 0 otherwise. */
  discountValue: number;
  couponCode?: string;
  minOrderValue?: number;
  /** Product names. */
  applicableProducts?: string[];
  pointsCost?: number;
  buyQuantity?: number;
  getQuantity?: number;
  validFrom?: Date;
  validUntil?: Date;
  isActive?: boolean;
  displayToCustomers?: boolean;
  usageLimitPerUser?: number;
}

export interface HighlightSeed {
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl?: string;
  linkText?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  overlayColor?: string;
  textColor?: string;
  animationHint: string;
}

export interface RestaurantSeed {
  restaurant: Omit<NewRestaurant, 'id' | 'createdAt' | 'updatedAt'>;
  categories: { name: string; description: string }[];
  products: ProductSeed[];
  highlights: HighlightSeed[];
  promotions: PromotionSeed[];
}

/** URLs of the app's own generated artwork (modules/media). */
export function artworkUrl(kind: 'product' | 'thumb' | 'cover' | 'highlight' | 'logo' | 'about', name: string): string {
  return `/api/v1/images/${kind}/${encodeURIComponent(name)}.svg`;
}
