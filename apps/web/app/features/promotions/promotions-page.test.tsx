import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import homeCatalogue from '../../i18n/en-GB/home.json';
import promotionsCatalogue from '../../i18n/en-GB/promotions.json';
import { useSessionStore } from '../../lib/session-store.ts';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import type { PromotionsData } from './api/load-promotions.ts';
import { PromotionsPage } from './promotions-page.tsx';
import { promotion, renderAtPromotions } from './promotions-test-fixtures.tsx';

const freeDelivery = promotion({
  name: 'Free Delivery',
  description: 'Free delivery on orders over £25.',
  type: 'FreeShipping',
  discountValue: 0,
  couponCode: null,
  minOrderValue: 25,
});
const pizzaTuesday = promotion({
  name: 'Pizza Tuesday',
  description: '20% off selected wood-fired pizzas, every Tuesday.',
  type: 'PercentageDiscountProduct',
  discountValue: 20,
  couponCode: null,
  applicableProductIds: ['11111111-1111-4111-8111-111111111111'],
  activeDays: ['tuesday'],
});
const welcome = promotion({ validUntil: '2027-01-01T00:00:00.000Z' });
const nataTrio = promotion({
  name: 'Nata Trio',
  description: 'Buy two pastéis de nata, get a third free.',
  type: 'BuyXGetY',
  discountValue: 0,
  couponCode: null,
  buyQuantity: 2,
  getQuantity: 1,
  activeDays: ['monday', 'wednesday', 'friday'],
});

function show(data: PromotionsData) {
  return renderAtPromotions(<PromotionsPage data={data} restaurant={testRestaurant()} />);
}

const cards = () => screen.getAllByTestId('promotion');
const card = (name: string) => cards().find((c) => within(c).queryByRole('heading', { name }))!;
const facts = (name: string) => within(card(name)).queryAllByRole('listitem').map((li) => li.textContent);

describe('The promotions page', () => {
  beforeEach(() => useSessionStore.setState({ isLoggedIn: false, user: null, accessToken: null, status: 'ready', leaving: false }));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("shows every offer as a card with Home's discount label and when it applies", () => {
    show({ ok: true, offers: [freeDelivery, pizzaTuesday, welcome, nataTrio], rewards: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Free Delivery', 'Pizza Tuesday', 'Welcome Offer', 'Nata Trio']);
    expect(cards().map((c) => within(c).getByTestId('discount-chip').textContent)).toEqual([
      'FREE DELIVERY',
      '20% OFF',
      '10% OFF',
      'BUY 2 GET 1 FREE',
    ]);
    expect(within(card('Free Delivery')).getByText('Free delivery on orders over £25.')).toBeTruthy();
    expect(facts('Free Delivery')).toEqual(['Min. order £25.00', 'Applied automatically at checkout']);
    expect(facts('Pizza Tuesday')).toEqual(['Applies on Tuesdays only', 'Applied automatically at checkout']);
    // A code to type, so not automatic; the last day it can be used, in London.
    expect(facts('Welcome Offer')).toEqual(['Ends 31 December 2026']);
    expect(within(card('Welcome Offer')).getByText('WELCOME10').parentElement!.textContent).toBe('Use Code: WELCOME10');
    expect(facts('Nata Trio')).toEqual(['Applies on Mon, Wed & Fri', 'Applied automatically at checkout']);
  });

  it("has Home's buttons: 'View Items' opens the menu filtered to the offer, 'Order Now' the menu", async () => {
    const router = show({ ok: true, offers: [pizzaTuesday, welcome], rewards: [] });
    const viewItems = within(card('Pizza Tuesday')).getByRole('link', { name: 'View Items' });
    expect(viewItems.getAttribute('href')).toBe(`/menu?promo=${pizzaTuesday._id}`);
    expect(within(card('Welcome Offer')).getByRole('link', { name: 'Order Now' }).getAttribute('href')).toBe('/menu');
    await act(async () => fireEvent.click(viewItems));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/menu?promo=${pizzaTuesday._id}`);
  });

  it("copies the code with the clipboard and says 'Code copied'", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show({ ok: true, offers: [welcome], rewards: [] });
    const copy = screen.getByRole('button', { name: 'Copy code WELCOME10' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Code copied', color: 'success', open: true });
    expect(copy.textContent).toBe('Copied');
  });

  it('selects the code for the diner to copy when the browser will not copy it', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    show({ ok: true, offers: [welcome], rewards: [] });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy code WELCOME10' })));
    expect(window.getSelection()?.toString()).toBe('WELCOME10');
    expect(useSnackbarStore.getState().current).toMatchObject({
      message: "Copying isn't available here: the code is selected, ready to copy.",
      color: 'info',
    });
  });

  it("shows Home's empty state when there are no offers", () => {
    show({ ok: true, offers: [], rewards: [promotion({ couponCode: null, pointsCost: 100 })] });
    const empty = screen.getByTestId('no-offers');
    expect(within(empty).getByRole('heading', { name: 'No Current Offers' })).toBeTruthy();
    expect(within(empty).getByText('Check back later for special promotions!')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Explore Our Menu' }).getAttribute('href')).toBe('/menu');
    expect(screen.queryAllByTestId('promotion')).toEqual([]);
  });

  it("shows the failure with the server's message and a way to try again", () => {
    show({ ok: false, error: 'Something went wrong on our side.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load offers');
    expect(alert.textContent).toContain('Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("uses Home's words for the texts the two pages share", () => {
    const shared = ['loadError', 'tryAgain', 'emptyTitle', 'emptyText', 'explore', 'useCode', 'minOrder', 'viewItems', 'orderNow'] as const;
    for (const key of shared) expect(promotionsCatalogue.offers[key]).toBe(homeCatalogue.offers[key]);
  });
});
