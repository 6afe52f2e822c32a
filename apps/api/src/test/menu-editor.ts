/**
 * Test helpers for the menu editor's API (/staff/menu): calls as a signed-in member of staff on a
 * restaurant's site, and the editable menu as the editor loads it.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { staffMenuResponse, type EditableCategory, type EditableProduct, type MenuProductCreate } from '@platter/domain';
import { API_PREFIX } from '../app.ts';

export const GOLDEN_FORK_HOST = 'localhost';
export const TASCA_HOST = 'tasca-do-porto.localhost';

export type Caller = { headers: { authorization: string } } | null;

/** One call to the API as `who` (null: signed out) on the site `host`. */
export function callAs(
  app: FastifyInstance,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: object,
  host = GOLDEN_FORK_HOST,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    headers: { host, ...(who?.headers ?? {}) },
    ...(payload ? { payload } : {}),
  });
}

/** GET /staff/menu, expecting 200. */
export async function editableMenu(app: FastifyInstance, who: Caller): Promise<{ categories: EditableCategory[]; products: EditableProduct[] }> {
  const res = await callAs(app, who, 'GET', '/staff/menu');
  if (res.statusCode !== 200) throw new Error(`GET /staff/menu: ${res.statusCode} ${res.body}`);
  return staffMenuResponse.parse(res.json()).data;
}

/** A dish with one required choice (a free default and a paid upgrade) and an optional extra. */
export function newDish(name: string, categoryIds: string[], overrides: Partial<MenuProductCreate> = {}): MenuProductCreate {
  return {
    name,
    description: 'Slow-cooked, served with greens.',
    price: 12.5,
    categoryIds,
    allergens: ['Gluten', 'Milk'],
    dietaryLabels: ['Vegetarian'],
    isFeatured: false,
    isAvailable: true,
    isActive: true,
    imageUrl: null,
    mediaId: null,
    options: [
      {
        name: 'Size',
        minSelections: 1,
        maxSelections: 1,
        values: [
          { label: 'Regular', priceAdjustment: 0, isDefault: true },
          { label: 'Large', priceAdjustment: 2, isDefault: false },
        ],
      },
      { name: 'Extras', minSelections: 0, maxSelections: 2, values: [{ label: 'Cheese', priceAdjustment: 1.5, isDefault: false }] },
    ],
    ...overrides,
  };
}
