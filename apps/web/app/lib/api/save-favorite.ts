import { noContentResponse } from '@platter/domain';
import { http } from '../http.ts';

/** PUT /favorites/{productId} → 204 (also when it already was one). */
export async function saveFavorite(productId: string): Promise<void> {
  await http.send(`/favorites/${encodeURIComponent(productId)}`, { method: 'PUT' }, noContentResponse);
}
