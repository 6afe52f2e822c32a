import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, productCategories, products, restaurants } from '../../db/schema.ts';

/**
 * Grows a restaurant's menu to `size` active products spread over its categories, for
 * benchmarks and large-menu tests (a 200-dish menu is the storefront's design limit).
 */
export async function growMenu(db: Database, slug: string, size: number): Promise<void> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.slug, slug));
  if (!restaurant) throw new Error(`No restaurant "${slug}" to grow.`);
  const menuCategories = await db.select().from(categories).where(eq(categories.restaurantId, restaurant.id));
  const existing = await db.select({ id: products.id }).from(products).where(and(eq(products.restaurantId, restaurant.id), eq(products.isActive, true)));
  for (let n = existing.length; n < size; n++) {
    const [product] = await db
      .insert(products)
      .values({
        restaurantId: restaurant.id,
        name: `Seasonal Special No. ${n + 1}`,
        description: 'A dish of the day from the pass: seasonal vegetables, a good sauce and bread to mop it up.',
        priceMinor: 850 + ((n * 37) % 1400),
        imageUrl: `/api/v1/images/product/seasonal-${n + 1}.svg`,
        thumbnailUrl: `/api/v1/images/product/seasonal-${n + 1}.svg`,
        allergens: ['Gluten', 'Milk'],
        dietaryLabels: n % 3 === 0 ? ['Vegetarian'] : [],
        displayOrder: 1000 + n,
      })
      .returning({ id: products.id });
    const category = menuCategories[n % menuCategories.length];
    if (product && category) {
      await db.insert(productCategories).values({ restaurantId: restaurant.id, productId: product.id, categoryId: category.id });
    }
  }
}
