/**
 * `tenant export SLUG`: one restaurant as a tenant file, in canonical order (menu order for the
 * menu and slides, points cost then name for promotions), validated by the same schema an
 * import uses, so an export always imports.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  categories,
  highlights,
  optionGroups,
  optionValues,
  productCategories,
  products,
  promotions,
  restaurants,
} from '../db/schema.ts';
import { findOrganisationById, firstOwnerEmail } from '../modules/organisations/index.ts';
import { parseTenantFile } from './tenant-file.ts';
import { loadParts } from './parts.ts';
import {
  categoryEntry,
  highlightEntry,
  productEntry,
  promotionEntry,
  restaurantEntries,
  type GroupWithValues,
} from './rows.ts';
import type { TenantFile } from './schema.ts';

/** Code-unit order: the same on every machine, whatever its locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byOrder = <T extends { displayOrder: number; id: string }>(name: (row: T) => string) => (a: T, b: T) =>
  a.displayOrder - b.displayOrder || byText(name(a), name(b)) || byText(a.id, b.id);

/** The organisation's first Owner by date: the one a file names (further Owners keep their access). */
export async function ownerEmailOf(db: Executor, organisationId: string): Promise<string | null> {
  return firstOwnerEmail(db, organisationId);
}

async function loadOptions(db: Executor, restaurantId: string): Promise<Map<string, GroupWithValues[]>> {
  const groups = await db.select().from(optionGroups).where(eq(optionGroups.restaurantId, restaurantId));
  const values = await db.select().from(optionValues).where(eq(optionValues.restaurantId, restaurantId));
  const byGroup = new Map<string, GroupWithValues>(groups.map((g) => [g.id, { ...g, values: [] }]));
  for (const value of values) byGroup.get(value.groupId)?.values.push(value);
  const byProduct = new Map<string, GroupWithValues[]>();
  for (const group of [...byGroup.values()].sort(byOrder((g) => g.name))) {
    group.values.sort(byOrder((v) => v.label));
    byProduct.set(group.productId, [...(byProduct.get(group.productId) ?? []), group]);
  }
  return byProduct;
}

/** The organisation as the file names it (export keeps it, so an import puts the restaurant back in it). */
async function organisationEntry(db: Executor, organisationId: string): Promise<TenantFile['organisation']> {
  const organisation = await findOrganisationById(db, organisationId);
  return organisation ? { slug: organisation.slug, name: organisation.name } : undefined;
}

/** The restaurant with this slug as a tenant file, or null when there is none. */
export async function exportTenant(db: Executor, slug: string): Promise<TenantFile | null> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  if (!restaurant) return null;
  const id = restaurant.id;

  const categoryRows = (await db.select().from(categories).where(eq(categories.restaurantId, id))).sort(byOrder((c) => c.name));
  const productRows = (await db.select().from(products).where(eq(products.restaurantId, id))).sort(byOrder((p) => p.name));
  const links = await db.select().from(productCategories).where(eq(productCategories.restaurantId, id));
  const options = await loadOptions(db, id);
  const promotionRows = (await db.select().from(promotions).where(eq(promotions.restaurantId, id))).sort(
    (a, b) => a.pointsCost - b.pointsCost || byText(a.name, b.name) || byText(a.id, b.id),
  );
  const highlightRows = (await db.select().from(highlights).where(eq(highlights.restaurantId, id))).sort(
    (a, b) => a.displayOrder - b.displayOrder || a.createdAt.getTime() - b.createdAt.getTime() || byText(a.title, b.title),
  );

  const categoryRank = new Map(categoryRows.map((c, i) => [c.id, i]));
  const categoryNames = new Map(categoryRows.map((c) => [c.id, c.name]));
  const productNames = new Map(productRows.map((p) => [p.id, p.name]));
  const categoriesOf = (productId: string) =>
    links
      .filter((l) => l.productId === productId && categoryRank.has(l.categoryId))
      .sort((a, b) => (categoryRank.get(a.categoryId) ?? 0) - (categoryRank.get(b.categoryId) ?? 0))
      .flatMap((l) => categoryNames.get(l.categoryId) ?? []);

  return parseTenantFile(
    {
      ...restaurantEntries(restaurant, await loadParts(db, id), await ownerEmailOf(db, restaurant.organisationId)),
      organisation: await organisationEntry(db, restaurant.organisationId),
      categories: categoryRows.map(categoryEntry),
      products: productRows.map((p) => productEntry(p, categoriesOf(p.id), options.get(p.id) ?? [])),
      promotions: promotionRows.map((p) => promotionEntry(p, productNames)),
      highlights: highlightRows.map((h) => highlightEntry(h, productNames)),
    },
    `The export of "${slug}"`,
  );
}

/** Slugs of every restaurant, for messages that say what there is. */
export async function restaurantSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: restaurants.slug }).from(restaurants).orderBy(asc(restaurants.slug));
  return rows.map((r) => r.slug);
}
