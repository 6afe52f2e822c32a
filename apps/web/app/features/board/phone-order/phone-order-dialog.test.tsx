import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../../lib/snackbar.ts';
import { burger, chips, json, stubApi, type ApiCall } from '../../../lib/test-fixtures.ts';
import BoardPage from '../board-page.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from '../../../staff-area/staff-test-fixtures.tsx';

const SLOT_FULL = { message: 'There is no time left today with room for your order.', code: 'SLOT_FULL', errors: [{ field: 'isASAP', message: 'There is no time left today with room for your order.' }] };

describe('New order (phone and counter) on the board', () => {
  beforeEach(() => {
    signedInAsStaff('Staff');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prices the dishes with their options as the storefront does, sends the caller and channel, offers the override on a full slot, and puts the order on the board', async () => {
    const placed = boardOrder('Pending Confirmation', { channel: 'phone', customerName: 'Mrs Phone' });
    const posts: ApiCall[] = [];
    stubApi((call) => {
      if (call.method === 'POST' && call.path === '/staff/orders') {
        posts.push(call);
        return posts.length === 1 ? json(409, SLOT_FULL) : json(201, { data: { order: placed }, message: 'placed' });
      }
      if (call.path.startsWith('/products')) return json(200, { data: { products: [burger, chips] } });
      if (call.path.startsWith('/promotions/automatic')) return json(200, { data: { promotions: [] } });
      if (call.path.startsWith('/staff/orders')) return json(200, boardAnswer([]));
      return json(404, { message: 'Not here.' });
    });
    renderStaff(<BoardPage />);
    await act(async () => fireEvent.click(await screen.findByTestId('new-phone-order')));
    const dialog = await screen.findByTestId('phone-order-dialog');

    // The burger's required sauce starts on its default; a paid extra adds its price.
    await act(async () => fireEvent.click(await within(dialog).findByRole('button', { name: /The Golden Burger/ })));
    fireEvent.click(within(screen.getByTestId('dish-choices')).getByLabelText(/Chipotle Mayo/));
    await act(async () => fireEvent.click(screen.getByTestId('add-dish')));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Triple-Cooked Chips/ })));
    await act(async () => fireEvent.click(screen.getByTestId('add-dish')));
    expect(screen.getByTestId('phone-order-total').textContent).toBe('£20.50');

    // Nothing is sent without the caller's name and phone.
    await act(async () => fireEvent.click(screen.getByTestId('place-phone-order')));
    expect(posts).toHaveLength(0);
    expect(dialog.textContent).toContain("Please enter the customer's name.");
    fireEvent.change(within(dialog).getByLabelText("Customer's name"), { target: { value: 'Mrs Phone' } });
    fireEvent.change(within(dialog).getByLabelText('Phone number'), { target: { value: '020 7946 0321' } });
    // No card on the board: only the cash method is offered.
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cash on Delivery']);

    await act(async () => fireEvent.click(screen.getByTestId('place-phone-order')));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
      orderType: 'Pickup',
      isASAP: true,
      totalAmount: 20.5,
      paymentDetails: { method: 'Cash on Delivery' },
      customer: { name: 'Mrs Phone', phone: '020 7946 0321' },
      channel: 'phone',
      overrideCapacity: false,
      items: [
        expect.objectContaining({ productId: '11aaa7b0-947c-49fe-8d11-f89268ac0bc2', unitPrice: 16, selectedOptions: expect.arrayContaining([expect.objectContaining({ valueLabel: 'Chipotle Mayo' })]) }),
        expect.objectContaining({ productId: 'fecf432a-93a3-4533-801a-e6bbd536d7fb', quantity: 1 }),
      ],
    });
    expect((posts[0]!.body as Record<string, unknown>).contactPhone).toBeUndefined();

    // A full slot: said, and taken only when staff tick the override.
    expect((await screen.findByTestId('phone-order-refusal')).textContent).toContain('There is no time left today');
    expect(screen.getByTestId('place-phone-order')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('override-capacity'));
    await act(async () => fireEvent.click(screen.getByTestId('place-phone-order')));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toMatchObject({ overrideCapacity: true });

    // The order joins the board at once; the dialog closes.
    await vi.waitFor(() => expect(screen.queryByTestId('phone-order-dialog')).toBeNull());
    await vi.waitFor(() => expect(within(screen.getByTestId('board-new')).getByText(`#${placed.orderNumber}`)).toBeTruthy());
    expect(within(screen.getByTestId('board-new')).getByTestId('order-channel').textContent).toBe('Phone');
  });
});
