import type { PublicPromotion, RewardPromotion } from '@platter/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { testPromotion, testRestaurant } from '../../lib/test-fixtures.ts';

/** Shared by the promotions page's tests (not shipped: only *.test files import it). */

registerCatalogues(import.meta.glob('../../i18n/*/promotions.json', { eager: true, import: 'default' }));

let nextId = 1;
const uuid = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

/** A public promotion (GET /promotions/public); by default Golden Fork's Welcome Offer. */
export function promotion(overrides: Partial<PublicPromotion> = {}): PublicPromotion {
  return testPromotion({
    _id: uuid(),
    name: 'Welcome Offer',
    description: '10% off your first order with us.',
    type: 'PercentageDiscountOrder',
    discountValue: 10,
    couponCode: 'WELCOME10',
    ...overrides,
  });
}

/** A reward as GET /promotions/rewards lists it for a diner; by default the '£5 Off Reward'. */
export function reward(overrides: Partial<RewardPromotion> = {}): RewardPromotion {
  return {
    ...promotion({
      name: '£5 Off Reward',
      description: 'Redeem 100 points for £5 off your order.',
      type: 'FixedAmountDiscountOrder',
      discountValue: 5,
      couponCode: null,
      pointsCost: 100,
    }),
    isRedeemable: true,
    pointsNeeded: 0,
    ...overrides,
  };
}

function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}

/** `element` at /promotions under a root that carries The Golden Fork (London, £); other paths show where a link led. */
export function renderAtPromotions(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        Component: Outlet,
        children: [
          { path: 'promotions', element },
          { path: '*', Component: Landed },
        ],
      },
    ],
    { initialEntries: ['/promotions'], hydrationData: { loaderData: { root: { restaurant: testRestaurant() } } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}
