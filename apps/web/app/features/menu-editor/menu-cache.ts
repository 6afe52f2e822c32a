/**
 * The editor's copy of the menu in the query cache (one entry: GET /staff/menu): an answered
 * category or dish goes straight in, so the lists show what the server saved without a refetch.
 * The sold-out switches' entries are marked stale, for whoever opens them next.
 */
import type { QueryClient } from '@tanstack/react-query';
import { staffKeys } from '../../lib/api/query-keys.ts';
import type { EditorCategory, EditorProduct, StaffMenu } from '../../staff-area/menu-editor-api.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

function update(queryClient: QueryClient, change: (menu: StaffMenu) => StaffMenu) {
  queryClient.setQueryData<StaffMenu>(menuEditorKeys.menu(), (menu) => (menu ? change(menu) : menu));
  void queryClient.invalidateQueries({ queryKey: staffKeys.menu(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: staffKeys.categories(), refetchType: 'none' });
}

function upsert<T extends { _id: string }>(list: T[], item: T): T[] {
  return list.some((old) => old._id === item._id) ? list.map((old) => (old._id === item._id ? item : old)) : [...list, item];
}

export function storeProduct(queryClient: QueryClient, product: EditorProduct) {
  update(queryClient, (menu) => ({ ...menu, products: upsert(menu.products, product) }));
}

export function removeProduct(queryClient: QueryClient, productId: string) {
  update(queryClient, (menu) => ({ ...menu, products: menu.products.filter((p) => p._id !== productId) }));
}

export function storeCategory(queryClient: QueryClient, category: EditorCategory) {
  update(queryClient, (menu) => ({ ...menu, categories: upsert(menu.categories, category) }));
}

export function storeCategories(queryClient: QueryClient, categories: EditorCategory[]) {
  update(queryClient, (menu) => ({ ...menu, categories }));
}

/** The dishes of one category put in `ids` order (their displayOrder renumbered from 0). */
export function storeDishOrder(queryClient: QueryClient, ids: readonly string[]) {
  const order = new Map(ids.map((id, index) => [id, index]));
  update(queryClient, (menu) => ({ ...menu, products: menu.products.map((p) => (order.has(p._id) ? { ...p, displayOrder: order.get(p._id)! } : p)) }));
}

/** Categories in menu order. */
export function sortedCategories(menu: StaffMenu | undefined): EditorCategory[] {
  return [...(menu?.categories ?? [])].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** A category's dishes in menu order (null: the dishes in no category). */
export function dishesOf(menu: StaffMenu | undefined, categoryId: string | null): EditorProduct[] {
  return (menu?.products ?? [])
    .filter((p) => (categoryId === null ? p.categories.length === 0 : p.categories.includes(categoryId)))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}
