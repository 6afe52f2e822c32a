import { favoriteIdsResponse } from '@platter/domain';
import { http } from '../http.ts';

/** GET /favorites/ids → data.productIds (the menu's and product page's hearts). */
export async function getFavoriteIds(): Promise<string[]> {
  const { data } = await http.get('/favorites/ids', favoriteIdsResponse);
  return data.productIds;
}
