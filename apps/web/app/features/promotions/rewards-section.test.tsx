import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { json, stubApi, testUser } from '../../lib/test-fixtures.ts';
import { promotion, renderAtPromotions, reward } from './promotions-test-fixtures.tsx';
import { RewardsSection } from './rewards-section.tsx';

const fiveOff = promotion({ name: '£5 Off Reward', description: 'Redeem 100 points for £5 off your order.', couponCode: null, pointsCost: 100 });

function session(state: { isLoggedIn: boolean; status: 'pending' | 'restoring' | 'ready' }) {
  useSessionStore.setState({ ...state, user: state.isLoggedIn ? testUser() : null, accessToken: state.isLoggedIn ? 'token-1' : null, leaving: false });
}

const rewardNames = () => screen.getAllByTestId('reward').map((row) => within(row).getByRole('heading').textContent);

describe('Rewards on the promotions page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton until the browser knows who is here', () => {
    session({ isLoggedIn: false, status: 'pending' });
    renderAtPromotions(<RewardsSection publicRewards={[fiveOff]} />);
    expect(screen.getByTestId('rewards-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('guest-rewards')).toBeNull();
    // The section is named by an element that is there meanwhile (aria-labelledby never dangles).
    expect(screen.getByRole('region', { name: 'Loading your rewards...' })).toBeTruthy();
  });

  it('invites a guest to sign in or register (and come back here), with the rewards there are to unlock', async () => {
    const calls = stubApi(() => json(500, null));
    session({ isLoggedIn: false, status: 'ready' });
    const router = renderAtPromotions(<RewardsSection publicRewards={[fiveOff]} />);
    const panel = screen.getByTestId('guest-rewards');
    expect(within(panel).getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/auth/register?redirect=%2Fpromotions');
    const teaser = within(panel).getByTestId('reward-teaser');
    expect(teaser.textContent).toContain('£5 Off Reward');
    expect(teaser.textContent).toContain('100 points');
    await act(async () => fireEvent.click(within(panel).getByRole('link', { name: 'Sign In' })));
    expect(router.state.location.pathname + router.state.location.search).toBe('/auth/login?redirect=%2Fpromotions');
    // A guest's page asks the API for nothing of its own.
    expect(calls).toEqual([]);
  });

  it("shows a signed-in diner's points and every reward by cost, the redeemable ones marked", async () => {
    const calls = stubApi(() =>
      json(200, {
        data: {
          points: 150,
          rewardsPromotions: [
            reward({ name: 'Free Dessert', description: '', pointsCost: 250, isRedeemable: false, pointsNeeded: 100 }),
            reward(),
            reward({ name: 'Birthday Treat', pointsCost: 120, isRedeemable: false, pointsNeeded: 0 }),
          ],
        },
      }),
    );
    session({ isLoggedIn: true, status: 'ready' });
    renderAtPromotions(<RewardsSection publicRewards={[fiveOff]} />);
    expect(await screen.findByRole('heading', { name: 'Your rewards' }, { timeout: 3000 })).toBeTruthy();
    await screen.findAllByTestId('reward');
    expect(calls.map((call) => call.path)).toEqual(['/promotions/rewards']);
    expect(screen.getByTestId('points-balance').textContent).toContain('150points');
    expect(screen.getByTestId('points-balance').textContent).toContain('1 reward ready to redeem');
    expect(rewardNames()).toEqual(['£5 Off Reward', 'Birthday Treat', 'Free Dessert']);

    const [fiver, birthday, dessert] = screen.getAllByTestId('reward');
    expect(fiver!.getAttribute('data-redeemable')).toBe('true');
    expect(within(fiver!).getByTestId('reward-cost').textContent).toBe('100 points');
    expect(within(fiver!).getByTestId('reward-status').textContent).toBe('You can redeem this at checkout');
    // Enough points, but its usage limit is reached.
    expect(within(birthday!).getByTestId('reward-status').textContent).toBe('Not available to redeem right now');
    expect(dessert!.getAttribute('data-redeemable')).toBe('false');
    expect(within(dessert!).getByTestId('reward-status').textContent).toBe('100 more points needed');
    expect(within(dessert!).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('150 of 250 points');
    expect(screen.queryByTestId('guest-rewards')).toBeNull();
  });

  it('lets the diner try again when their rewards could not be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? json(503, { message: 'Database unavailable.', code: 'SERVICE_UNAVAILABLE' }) : json(200, { data: { points: 0, rewardsPromotions: [] } })));
    session({ isLoggedIn: true, status: 'ready' });
    renderAtPromotions(<RewardsSection publicRewards={[]} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Could not load your rewards');
    expect(alert.textContent).toContain('Database unavailable.');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByText('No rewards available right now.')).toBeTruthy();
    expect(screen.getByTestId('points-value').textContent).toBe('0');
  });
});
