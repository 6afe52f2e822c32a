import { staffRestaurantsResponse, type StaffRestaurant } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { i18n } from '../../i18n/index.ts';
import { http } from '../http.ts';
import { staffKeys } from './query-keys.ts';

/** GET /staff/restaurants → the restaurants the signed-in member may open, with their role at each (issue 41). */
export async function getStaffRestaurants(): Promise<StaffRestaurant[]> {
  return (await http.get('/staff/restaurants', staffRestaurantsResponse, i18n.t('staffSwitch:loadFailed'))).data.restaurants;
}

/** Changes only when an Owner adds a restaurant or a role changes: read once a visit. */
export const staffRestaurantsQuery = () => queryOptions({ queryKey: staffKeys.restaurants(), queryFn: getStaffRestaurants, staleTime: Infinity });

export function useStaffRestaurants() {
  return useQuery(staffRestaurantsQuery());
}
