import type { EditablePromotion } from '@platter/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { json, stubApi, testRestaurant, type ApiCall } from '../../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';
import OffersSection from './offers-section.tsx';

function offer(overrides: Partial<EditablePromotion> & Pick<EditablePromotion, '_id' | 'name'>): EditablePromotion {
  return {
    description: '',
    translations: {},
    type: 'PercentageDiscountOrder',
    discountValue: 10,
    couponCode: null,
    minOrderValue: null,
    applicableProductIds: [],
    pointsCost: 0,
    buyQuantity: null,
    getQuantity: null,
    validFrom: null,
    validUntil: null,
    activeDays: [],
    displayToCustomers: true,
    isActive: true,
    usageLimitTotal: null,
    usageLimitPerUser: null,
    state: 'live',
    uses: 0,
    inUse: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    updatedAt: '2026-11-01T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

const welcome = offer({ _id: '7d2f2d3e-0000-4000-8000-000000000001', name: 'Welcome Offer', couponCode: 'WELCOME10', uses: 12, usageLimitTotal: 100, inUse: true });
const summer = offer({ _id: '7d2f2d3e-0000-4000-8000-000000000002', name: 'Summer Sale', type: 'FixedAmountDiscountOrder', discountValue: 5, state: 'ended', validUntil: '2026-08-31T23:00:00.000Z', uses: 3, inUse: true });
const list = () => ({ data: { promotions: [welcome, summer] } });

function stubOffers(other: (call: ApiCall) => Response | Promise<Response> = () => json(500, {})) {
  return stubApi((call) => (call.method === 'GET' && call.path === '/staff/promotions' ? json(200, list()) : other(call)));
}

const preview = () => within(screen.getByTestId('offer-preview'));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('The offers section (/staff/settings/offers, Owner and Manager)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists offers running first and ended ones after, with their chip, state and uses', async () => {
    stubOffers();
    renderStaff(<OffersSection role="Owner" />);
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Edit Welcome Offer.*Code WELCOME10.*Live.*12 of 100 uses.*10% OFF/),
      expect.stringMatching(/^Edit Summer Sale.*Ended 31 August 2026.*Ended.*3 uses so far.*£ 5 OFF/),
    ]);
    expect(screen.getByRole('heading', { name: 'Ended (1)' })).toBeTruthy();
    // An offer in use is ended, never deleted; an ended one has nothing left to pause.
    expect(within(rows[0]!).getByRole('button', { name: 'End now: Welcome Offer' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /^(Pause|Resume|End|Delete) / })).toBeNull();
  });

  it('previews the card diners will see as the form is typed: chip, name, days, code or points', async () => {
    stubOffers();
    renderStaff(<OffersSection role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    await screen.findByRole('heading', { name: 'New offer' });
    expect(preview().getByTestId('discount-chip').textContent).toBe('0% OFF');
    expect(preview().getByText('Offer name')).toBeTruthy();

    type('Name', '20% off Tuesdays');
    type('Percentage off (%)', '20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesdays' }));
    expect(preview().getByTestId('discount-chip').textContent).toBe('20% OFF');
    expect(preview().getByRole('heading', { name: '20% off Tuesdays' })).toBeTruthy();
    expect(preview().getByTestId('offer-facts').textContent).toContain('Tuesdays only');
    expect(preview().getByTestId('offer-facts').textContent).toContain('Applied automatically at checkout');
    type('Last day', '2026-12-24');
    expect(preview().getByTestId('offer-facts').textContent).toContain('Ends 24 December 2026');

    fireEvent.click(screen.getByRole('radio', { name: 'Promo code' }));
    expect(preview().getByTestId('offer-code').textContent).toBe('YOURCODE');
    type('Code', 'TUESDAY20');
    expect(preview().getByTestId('offer-code').textContent).toBe('TUESDAY20');
    expect(preview().getByTestId('offer-facts').textContent).not.toContain('Applied automatically');

    fireEvent.change(screen.getByLabelText('Discount'), { target: { value: 'FreeShipping' } });
    expect(preview().getByTestId('discount-chip').textContent).toBe('FREE DELIVERY');

    fireEvent.click(screen.getByRole('radio', { name: 'Reward' }));
    type('Points it costs', '150');
    expect(preview().getByTestId('reward-cost').textContent).toBe('150 points');
    expect(preview().getByTestId('reward-status').textContent).toBe('150 more points needed');
  });

  it('sends the whole offer, its days and last day in the restaurant’s time zone, and lists the answer', async () => {
    const calls = stubOffers((call) => json(201, { data: { promotion: offer({ ...(call.body as object), _id: '7d2f2d3e-0000-4000-8000-000000000003', name: '20% off Tuesdays' }) } }));
    renderStaff(<OffersSection role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    type('Name', ' 20% off Tuesdays ');
    type('Percentage off (%)', '20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesdays' }));
    type('First day', '2026-06-01');
    type('Last day', '2026-06-30');
    type('Uses per diner', '1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add offer' })));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/staff/promotions',
      body: {
        name: '20% off Tuesdays',
        type: 'PercentageDiscountOrder',
        discountValue: 20,
        couponCode: null,
        pointsCost: 0,
        activeDays: ['tuesday'],
        // London is on summer time: the first day starts at 23:00 UTC the day before.
        validFrom: '2026-05-31T23:00:00.000Z',
        validUntil: '2026-06-30T23:00:00.000Z',
        usageLimitPerUser: 1,
        usageLimitTotal: null,
        displayToCustomers: true,
      },
    });
    await vi.waitFor(() => expect(screen.getAllByTestId('offer-row')[0]!.textContent).toContain('20% off Tuesdays'));
    expect(useSnackbarStore.getState().current).toMatchObject({ message: '20% off Tuesdays added.' });
  });

  it('checks before sending in plain words, and puts the server’s refusal beside its field', async () => {
    const calls = stubOffers(() =>
      json(400, { message: 'couponCode must be unique', code: 'VALIDATION_ERROR', errors: [{ field: 'couponCode', message: 'must be unique: "Welcome Offer" already uses it' }] }),
    );
    renderStaff(<OffersSection role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promo code' }));
    type('Percentage off (%)', '150');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add offer' })));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByText("Enter the offer's name.")).toBeTruthy();
    expect(screen.getByText('Enter a whole percentage from 1 to 100.')).toBeTruthy();
    expect(screen.getByText('Enter a code of 2 to 40 letters, digits, - or _, with no spaces.')).toBeTruthy();

    type('Name', 'Welcome again');
    type('Percentage off (%)', '15');
    type('Code', 'welcome10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add offer' })));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('must be unique: "Welcome Offer" already uses it')).toBeTruthy();
  });

  it('says who saved first on a 409 and reloads their offer into the form', async () => {
    const theirs = { ...welcome, discountValue: 15, version: 2, updatedBy: { _id: '7d2f2d3e-0000-4000-8000-0000000000aa', name: 'Tom Barton' } };
    let saved = welcome;
    const calls = stubApi((call) => {
      if (call.method === 'GET') return json(200, { data: { promotions: [saved, summer] } });
      saved = theirs;
      return json(409, { message: 'Changed by Tom Barton at 14:05. Reload to see their change.', code: 'STALE_EDIT', current: theirs });
    });
    renderStaff(<OffersSection role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit ?Welcome Offer/ }));
    type('Percentage off (%)', '25');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save offer' })));
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', path: `/staff/promotions/${welcome._id}`, body: { version: 1, discountValue: 25, couponCode: 'WELCOME10' } });
    const notice = await screen.findByTestId('stale-notice');
    expect(notice.textContent).toContain('Someone else saved this offer first');
    expect(notice.textContent).toContain('Changed by Tom Barton at 14:05.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    await vi.waitFor(() => expect((screen.getByLabelText('Percentage off (%)') as HTMLInputElement).value).toBe('15'));
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    expect(screen.getByText(/Last changed by Tom Barton/)).toBeTruthy();
  });

  it('pauses an offer from the list and shows it paused', async () => {
    const calls = stubOffers(() => json(200, { data: { promotion: { ...welcome, isActive: false, state: 'paused', version: 2 } } }));
    renderStaff(<OffersSection role="Owner" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Pause Welcome Offer' })));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/staff/promotions/${welcome._id}/pause` });
    await vi.waitFor(() => expect(screen.getAllByTestId('offer-state')[0]!.textContent).toBe('Paused'));
    expect(screen.getByRole('button', { name: 'Resume Welcome Offer' })).toBeTruthy();
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Welcome Offer is paused: diners cannot use it until you resume it.' });
  });

  it('edits the offer in each other language the restaurant offers, the own text as placeholder, and sends the translations', async () => {
    const translated = { ...welcome, description: '10% off your first order.', translations: { 'pt-PT': { name: 'Oferta de boas-vindas' } } };
    const calls = stubApi((call) =>
      call.method === 'GET' ? json(200, { data: { promotions: [translated, summer] } }) : json(200, { data: { promotion: { ...translated, ...(call.body as object), version: 2 } } }),
    );
    renderStaff(<OffersSection role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit ?Welcome Offer/ }));
    expect(screen.getByRole('group', { name: 'In Portuguese' })).toBeTruthy();
    const name = screen.getByLabelText('Name in Portuguese') as HTMLInputElement;
    expect(name.value).toBe('Oferta de boas-vindas');
    expect(name.getAttribute('lang')).toBe('pt-PT');
    const description = screen.getByLabelText('Description in Portuguese') as HTMLTextAreaElement;
    expect(description.placeholder).toBe('10% off your first order.');
    type('Description in Portuguese', ' 10% na primeira encomenda. ');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save offer' })));
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { version: 1, name: 'Welcome Offer', translations: { 'pt-PT': { name: 'Oferta de boas-vindas', description: '10% na primeira encomenda.' } } },
    });
  });

  it('shows no translation fields for a restaurant that offers one language', async () => {
    stubOffers();
    renderStaff(<OffersSection role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    await screen.findByRole('heading', { name: 'New offer' });
    expect(screen.queryByLabelText(/^Name in /)).toBeNull();
  });

  it('puts the server’s refusal of a translation beside its field', async () => {
    stubOffers(() =>
      json(400, { message: 'Validation failed.', code: 'VALIDATION_ERROR', errors: [{ field: 'translations.pt-PT.name', message: 'must be at most 200 characters' }] }),
    );
    renderStaff(<OffersSection role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    type('Name', 'Welcome again');
    type('Percentage off (%)', '15');
    type('Name in Portuguese', 'Bem-vindo outra vez');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add offer' })));
    const field = screen.getByLabelText('Name in Portuguese');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('must be at most 200 characters');
  });
});
