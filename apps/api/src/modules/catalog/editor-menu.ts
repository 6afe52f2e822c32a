/** GET /staff/menu: every category and dish of the restaurant as the editor sees them, in menu order. */
import type { StaffMenuResponse } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { presentEditableCategory, presentEditableProducts } from './editor-presenters.ts';
import { editorNames, listAllCategories, listAllProducts } from './editor-queries.ts';
import { loadProductExtras } from './queries.ts';

export async function editableMenu(db: Database, restaurantId: string): Promise<StaffMenuResponse['data']> {
  const [categoryRows, productRows] = await Promise.all([listAllCategories(db, restaurantId), listAllProducts(db, restaurantId)]);
  const [extras, names] = await Promise.all([
    loadProductExtras(
      db,
      restaurantId,
      productRows.map((r) => r.id),
    ),
    editorNames(db, [...categoryRows, ...productRows].map((r) => r.updatedBy)),
  ]);
  return {
    categories: categoryRows.map((row) => presentEditableCategory(row, names)),
    products: presentEditableProducts(productRows, extras, names),
  };
}
