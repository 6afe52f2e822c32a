import type { PublicPromotion } from '@platter/domain';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { GuestRewards } from './guest-rewards.tsx';
import { REWARDS_TITLE_ID } from './rewards-heading.tsx';
import { RewardsSkeleton } from './rewards-skeleton.tsx';

const DinerRewards = lazy(() => import('./diner-rewards.tsx'));

/**
 * Loyalty on the promotions page. The session lives in the browser, so the server renders a
 * skeleton; after hydration a signed-in diner gets their points and rewards (code loaded
 * lazily, only for them), a guest the invitation with the public rewards.
 */
export function RewardsSection({ publicRewards, className }: { publicRewards: readonly PublicPromotion[]; className?: string }) {
  const hydrated = useHydrated();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const settled = useSessionStore((state) => state.status === 'ready');

  let body = <RewardsSkeleton />;
  // A stored session starts loading at once; its calls wait for the session's renewal.
  if (hydrated && isLoggedIn) {
    body = (
      <Suspense fallback={<RewardsSkeleton />}>
        <DinerRewards />
      </Suspense>
    );
  } else if (hydrated && settled) {
    body = <GuestRewards rewards={publicRewards} />;
  }
  return (
    <section aria-labelledby={REWARDS_TITLE_ID} className={className}>
      {body}
    </section>
  );
}
