import { z } from 'zod';
import { id, limitQuery, money, queryBoolean, signedMoney } from './common.ts';
import { productPhotoSchema } from './media.ts';

export const categorySchema = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const optionValueSchema = z.object({
  _id: id,
  label: z.string(),
  /** May be negative (e.g. a smaller size). */
  priceAdjustment: signedMoney,
  isDefault: z.boolean(),
});
export type OptionValue = z.infer<typeof optionValueSchema>;

export const optionGroupSchema = z.object({
  _id: id,
  name: z.string(),
  minSelections: z.number().int().min(0),
  maxSelections: z.number().int().min(1),
  values: z.array(optionValueSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

export const productSchema = z.object({
  _id: id,
  restaurantId: id,
  name: z.string(),
  description: z.string(),
  price: money,
  /** What to show: the dish's uploaded photo when it has one (its URL), else the tenant file's image. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The dish's uploaded photo with its AVIF and WebP renditions, for `<picture>`; null without one. */
  photo: productPhotoSchema.nullable(),
  /** Category ids. */
  categories: z.array(id),
  options: z.array(optionGroupSchema),
  allergens: z.array(z.string()),
  dietaryLabels: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isAvailable: z.boolean(),
  displayOrder: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

export const MAX_PRODUCTS_LIMIT = 200;

export const productListQuery = z.object({
  isActive: queryBoolean.optional(),
  categoryId: id.optional(),
  limit: limitQuery(MAX_PRODUCTS_LIMIT, MAX_PRODUCTS_LIMIT),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productIdParams = z.object({
  id: z.string().trim().min(1, 'Product ID is required.').pipe(z.uuid({ message: 'Product not found.' })),
});

/** PATCH /staff/products/{id}/availability. */
export const productAvailabilityBody = z.object({
  isAvailable: z.boolean({ message: 'isAvailable must be true or false.' }),
});

/** PATCH /staff/restaurant/ordering. */
export const orderingSwitchBody = z.object({
  isAcceptingOrders: z.boolean({ message: 'isAcceptingOrders must be true or false.' }),
});
