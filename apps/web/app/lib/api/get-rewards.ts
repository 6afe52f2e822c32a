import { rewardsResponse } from '@platter/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';
import { promotionKeys } from './query-keys.ts';

/** GET /promotions/rewards → data {rewardsPromotions, points}. */
export async function getRewards() {
  const { data } = await http.get('/promotions/rewards', rewardsResponse);
  return data;
}

/** Points change with every order and redemption: always fetched afresh. */
export const rewardsQuery = () => queryOptions({ queryKey: promotionKeys.rewards(), queryFn: getRewards, staleTime: 0 });

/** `enabled`: false for a guest (issue 30): rewards need an account. */
export function useRewards(enabled = true) {
  return useQuery({ ...rewardsQuery(), enabled });
}

/**
 * Whether this restaurant has rewards to spend points on: loyalty (points, "you earned") is shown
 * only where it does. False while unknown or when the call fails.
 */
export function useHasRewards(enabled = true): boolean {
  const { data } = useQuery({ ...rewardsQuery(), enabled });
  return (data?.rewardsPromotions.length ?? 0) > 0;
}
