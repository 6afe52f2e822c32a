import { describe, expect, it } from 'vitest';
import { offerMenuLink } from './offer-menu-link.ts';

describe("an offer's button", () => {
  it("is 'View Items' to the menu filtered by the offer when it lists dishes, else 'Order Now' to the menu", () => {
    const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    expect(offerMenuLink({ _id: id, applicableProductIds: ['11111111-1111-4111-8111-111111111111'] })).toEqual({
      to: `/menu?promo=${id}`,
      label: 'viewItems',
    });
    expect(offerMenuLink({ _id: id, applicableProductIds: [] })).toEqual({ to: '/menu', label: 'orderNow' });
  });
});
