import { productResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/** PATCH /staff/products/{id}/availability {isAvailable} → data.product: sold out, or back on. */
export async function setProductAvailability(productId: string, isAvailable: boolean) {
  const { data } = await http.send(
    `/staff/products/${encodeURIComponent(productId)}/availability`,
    { method: 'PATCH', body: { isAvailable } },
    productResponse,
    i18n.t('staff:menu.saveFailed'),
  );
  return data.product;
}
