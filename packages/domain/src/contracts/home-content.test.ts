import { describe, expect, it } from 'vitest';
import { fulfilmentSettingsSchema } from './restaurant-settings.ts';
import { isSocialLink, slideLinkSchema, slideColourSchema } from './home-content.ts';

describe('the storefront’s content rules', () => {
  it.each([
    ['facebook', 'https://www.facebook.com/goldenfork', true],
    ['facebook', 'https://m.facebook.com/goldenfork', true],
    ['facebook', 'https://facebook.com.evil.example/x', false],
    ['facebook', 'http://www.facebook.com/goldenfork', false],
    ['instagram', 'https://www.instagram.com/goldenfork', true],
    ['twitter', 'https://x.com/goldenfork', true],
    ['twitter', 'https://twitter.com/goldenfork', true],
    ['youtube', 'https://youtu.be/abc', true],
    ['youtube', 'https://www.instagram.com/goldenfork', false],
  ] as const)('%s: %s is %s', (network, url, ok) => {
    expect(isSocialLink(network, url)).toBe(ok);
  });

  it('takes a slide link on this site or at an https address, and slide colours as #hex or rgb(a)', () => {
    for (const ok of ['/menu', '/product/abc', 'https://example.com/offer']) expect(slideLinkSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['//evil.example', 'http://example.com', 'javascript:alert(1)', 'menu', 'https://nodot']) expect(slideLinkSchema.safeParse(bad).success, bad).toBe(false);
    for (const ok of ['#fff', '#ffb300', 'rgba(0, 0, 0, 0.4)', 'rgb(26,10,40)']) expect(slideColourSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['red', 'url(x)', '#12345', 'rgba(0,0,0,2)']) expect(slideColourSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('cash per order type', () => {
  const delivery = { fee: 2.5, minimumOrder: 0, allowsCollection: true };
  it('refuses an order type the restaurant offers with no way to pay', () => {
    const cashForDeliveries = [{ methodName: 'Cash on Delivery', isEnabled: true, orderTypes: ['Delivery'] }];
    const refused = fulfilmentSettingsSchema.safeParse({ delivery, paymentMethods: cashForDeliveries });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['paymentMethods', 'Collections have no way to pay: switch on a payment method for them.']]);
    expect(fulfilmentSettingsSchema.safeParse({ delivery: { ...delivery, allowsCollection: false }, paymentMethods: cashForDeliveries }).success).toBe(true);
    expect(fulfilmentSettingsSchema.safeParse({ delivery, paymentMethods: [...cashForDeliveries, { methodName: 'Online Payment', isEnabled: true }] }).success).toBe(true);
  });

  it('names each order type once, at least one', () => {
    expect(fulfilmentSettingsSchema.safeParse({ delivery, paymentMethods: [{ methodName: 'Cash', isEnabled: true, orderTypes: [] }] }).success).toBe(false);
    expect(fulfilmentSettingsSchema.safeParse({ delivery, paymentMethods: [{ methodName: 'Cash', isEnabled: true, orderTypes: ['Pickup', 'Pickup'] }] }).success).toBe(false);
  });
});
