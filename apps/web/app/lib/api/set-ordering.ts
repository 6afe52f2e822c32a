import { restaurantResponse } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';

/** PATCH /staff/restaurant/ordering {isAcceptingOrders} (Owner, Manager) → data.restaurant, the public configuration. */
export async function setOrdering(isAcceptingOrders: boolean) {
  const { data } = await http.send(
    '/staff/restaurant/ordering',
    { method: 'PATCH', body: { isAcceptingOrders } },
    restaurantResponse,
    i18n.t('staff:ordering.failed'),
  );
  return data.restaurant;
}
