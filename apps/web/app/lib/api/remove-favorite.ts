import { noContentResponse } from '@platter/domain';
import { http } from '../http.ts';

/** DELETE /favorites/{productId} → 204 (also when it was not one). */
export async function removeFavorite(productId: string): Promise<void> {
  await http.send(`/favorites/${encodeURIComponent(productId)}`, { method: 'DELETE' }, noContentResponse);
}
