import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { isPercentagePromotion, toMinor } from '@platter/domain';
import type { Database, Executor } from '../client.ts';
import {
  categories,
  highlights,
  loyaltyBalances,
  optionGroups,
  optionValues,
  productCategories,
  products,
  promotions,
  restaurants,
  savedAddresses,
  staffMemberships,
  users,
} from '../schema.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { goldenFork } from './golden-fork.ts';
import { tascaDoPorto } from './tasca-do-porto.ts';
import { artworkUrl, type PromotionSeed, type RestaurantSeed } from './types.ts';

/** The demo accounts (also documented in docs/ for people trying the demo). */
export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'OrderUp#2026', name: 'Demo Diner' };
export const DEMO_OWNER = { email: 'owner@golden-fork.example', password: 'Kitchen#2026', name: 'Margaret Hale' };

export const DEMO_RESTAURANTS: readonly RestaurantSeed[] = [goldenFork, tascaDoPorto];

function promotionDiscountMinorOrPercent(seed: PromotionSeed): number {
  if (isPercentagePromotion(seed.type)) return Math.round(seed.discountValue);
  if (seed.type === 'FixedAmountDiscountOrder' || seed.type === 'FixedAmountDiscountProduct') {
    return toMinor(seed.discountValue);
  }
  return 0;
}

/** Inserts one restaurant with its menu, slides and promotions; returns its id and product ids by name. */
export async function insertRestaurant(
  tx: Executor,
  seed: RestaurantSeed,
): Promise<{ restaurantId: string; productIds: Map<string, string> }> {
  const restaurantId = randomUUID();
  await tx.insert(restaurants).values({ ...seed.restaurant, id: restaurantId });

  const categoryIds = new Map(seed.categories.map((c) => [c.name, randomUUID()]));
  await tx.insert(categories).values(
    seed.categories.map((c, i) => ({
      id: categoryIds.get(c.name)!,
      restaurantId,
      name: c.name,
      description: c.description,
      displayOrder: (i + 1) * 10,
    })),
  );

  const productIds = new Map(seed.products.map((p) => [p.name, randomUUID()]));
  await tx.insert(products).values(
    seed.products.map((p, i) => ({
      id: productIds.get(p.name)!,
      restaurantId,
      name: p.name,
      description: p.description,
      priceMinor: toMinor(p.price),
      imageUrl: artworkUrl('product', p.name),
      thumbnailUrl: artworkUrl('thumb', p.name),
      allergens: p.allergens ?? [],
      dietaryLabels: p.dietary ?? [],
      isActive: p.active ?? true,
      isFeatured: p.featured ?? false,
      isAvailable: p.available ?? true,
      displayOrder: (i + 1) * 10,
    })),
  );

  const links = seed.products.flatMap((p) =>
    p.categories.map((name) => {
      const categoryId = categoryIds.get(name);
      if (!categoryId) throw new Error(`Seed: product "${p.name}" names unknown category "${name}".`);
      return { restaurantId, productId: productIds.get(p.name)!, categoryId };
    }),
  );
  await tx.insert(productCategories).values(links);

  const groupRows: (typeof optionGroups.$inferInsert)[] = [];
  const valueRows: (typeof optionValues.$inferInsert)[] = [];
  for (const p of seed.products) {
    (p.options ?? []).forEach((group, g) => {
      const groupId = randomUUID();
      groupRows.push({
        id: groupId,
        restaurantId,
        productId: productIds.get(p.name)!,
        name: group.name,
        minSelections: group.min,
        maxSelections: group.max,
        displayOrder: g,
      });
      group.values.forEach((value, v) =>
        valueRows.push({
          restaurantId,
          groupId,
          label: value.label,
          priceAdjustmentMinor: toMinor(value.price ?? 0),
          isDefault: value.isDefault ?? false,
          displayOrder: v,
        }),
      );
    });
  }
  if (groupRows.length) await tx.insert(optionGroups).values(groupRows);
  if (valueRows.length) await tx.insert(optionValues).values(valueRows);

  if (seed.highlights.length) {
    await tx.insert(highlights).values(
      seed.highlights.map((h, i) => ({
        restaurantId,
        title: h.title,
        subtitle: h.subtitle,
        imageUrl: h.imageUrl,
        linkUrl: h.linkUrl ?? null,
        linkText: h.linkText ?? null,
        buttonColor: h.buttonColor ?? null,
        buttonTextColor: h.buttonTextColor ?? null,
        overlayColor: h.overlayColor ?? null,
        textColor: h.textColor ?? null,
        animationHint: h.animationHint,
        displayOrder: i + 1,
      })),
    );
  }

  if (seed.promotions.length) {
    await tx.insert(promotions).values(
      seed.promotions.map((p) => ({
        restaurantId,
        name: p.name,
        description: p.description,
        type: p.type,
        discountValue: promotionDiscountMinorOrPercent(p),
        couponCode: p.couponCode ?? null,
        minOrderValueMinor: p.minOrderValue === undefined ? null : toMinor(p.minOrderValue),
        applicableProductIds: (p.applicableProducts ?? []).map((name) => {
          const id = productIds.get(name);
          if (!id) throw new Error(`Seed: promotion "${p.name}" names unknown product "${name}".`);
          return id;
        }),
        pointsCost: p.pointsCost ?? 0,
        buyQuantity: p.buyQuantity ?? null,
        getQuantity: p.getQuantity ?? null,
        validFrom: p.validFrom ?? null,
        validUntil: p.validUntil ?? null,
        isActive: p.isActive ?? true,
        displayToCustomers: p.displayToCustomers ?? true,
        usageLimitPerUser: p.usageLimitPerUser ?? null,
      })),
    );
  }
  return { restaurantId, productIds };
}

export interface SeedResult {
  restaurants: string[];
}

/** Seeds the demo restaurants and accounts, only when there are no restaurants at all. */
export async function seedDemoIfEmpty(db: Database): Promise<SeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(restaurants);
  if ((existing?.n ?? 0) > 0) return null;

  // Hash before the transaction: argon2 is deliberately slow.
  const [customerHash, ownerHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_OWNER.password),
  ]);

  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const seed of DEMO_RESTAURANTS) {
      ids.set(seed.restaurant.slug, (await insertRestaurant(tx, seed)).restaurantId);
    }
    const goldenForkId = ids.get('golden-fork')!;

    const customerId = randomUUID();
    const ownerId = randomUUID();
    await tx.insert(users).values([
      {
        id: customerId,
        email: DEMO_CUSTOMER.email,
        passwordHash: customerHash,
        name: DEMO_CUSTOMER.name,
        phoneNumber: '07700 900123',
      },
      { id: ownerId, email: DEMO_OWNER.email, passwordHash: ownerHash, name: DEMO_OWNER.name, phoneNumber: '020 7946 0321' },
    ]);
    await tx.insert(savedAddresses).values({
      userId: customerId,
      label: 'Home',
      street: '48 Doughty Street',
      city: 'London',
      stateOrRegion: 'Greater London',
      postalCode: 'WC1N 2LX',
      country: 'United Kingdom',
      latitude: 51.52355,
      longitude: -0.11637,
      note: 'Blue door, ring twice.',
      isDefault: true,
    });
    await tx.insert(loyaltyBalances).values({ userId: customerId, restaurantId: goldenForkId, points: 150 });
    await tx.insert(staffMemberships).values({ userId: ownerId, restaurantId: goldenForkId, role: 'Owner' });
  });

  return { restaurants: DEMO_RESTAURANTS.map((r) => r.restaurant.slug) };
}
