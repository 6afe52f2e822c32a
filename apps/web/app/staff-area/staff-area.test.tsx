import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChannelOptions } from '../lib/live-socket.ts';
import type * as ChimeModule from './chime.ts';
import { useSnackbarStore } from '../lib/snackbar.ts';
import { json, stubApi } from '../lib/test-fixtures.ts';
import BoardPage from '../features/board/board-page.tsx';
import StaffArea from './staff-area.tsx';
import { boardAnswer, boardOrder, renderStaff, signedInAsStaff } from './staff-test-fixtures.tsx';

const channel = vi.hoisted(() => ({ options: null as LiveChannelOptions | null, stopped: 0 }));
vi.mock('../lib/live-socket.ts', () => ({
  openLiveChannel: (options: LiveChannelOptions) => {
    channel.options = options;
    return () => (channel.stopped += 1);
  },
}));
const chime = vi.hoisted(() => ({ played: 0, alarms: 0 }));
vi.mock('./chime.ts', async (original) => ({
  ...(await original<typeof ChimeModule>()),
  playChime: () => (chime.played += 1),
  playAlarm: () => (chime.alarms += 1),
}));

const fire = (event: string, payload: unknown) => act(async () => channel.options!.events[event]!(payload));

describe('The staff area’s live channel', () => {
  beforeEach(() => {
    signedInAsStaff();
    useSnackbarStore.setState({ current: null });
    chime.played = 0;
    document.title = 'Orders | The Golden Fork';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a new order with a chime and counts it in the tab title; a status update moves the card', async () => {
    const waiting = boardOrder('Preparing');
    const calls = stubApi(() => json(200, boardAnswer([waiting])));
    renderStaff(
      <StaffArea role="Owner">
        <BoardPage />
      </StaffArea>,
    );
    await screen.findByRole('article', { name: `#${waiting.orderNumber}` });
    expect(channel.options).toMatchObject({ clientType: 'staff', reconnectionAttempts: Infinity });
    await act(async () => channel.options!.onStatus!('live'));
    expect(screen.getByTestId('live-status').textContent).toBe('Live');

    const fresh = boardOrder('Pending Confirmation', { createdAt: new Date().toISOString() });
    await fire('order_created', fresh);
    // The query cache tells the board after a tick.
    expect(await within(screen.getByTestId('board-new')).findByRole('article', { name: `#${fresh.orderNumber}` })).toBeTruthy();
    expect(chime.played).toBe(1);
    await vi.waitFor(() => expect(document.title).toBe('(1) New order · The Golden Fork'));
    // The same order again (an echo) is no news.
    await fire('order_created', fresh);
    expect(chime.played).toBe(1);

    await fire('order_status_updated', { ...fresh, status: 'Confirmed', statusHistory: [...fresh.statusHistory, { status: 'Confirmed', changedAt: '2026-11-25T14:00:00.000Z', notes: null }] });
    expect(await within(screen.getByTestId('board-accepted')).findByRole('article', { name: `#${fresh.orderNumber}` })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Orders | The Golden Fork'));
    // Not an order: ignored.
    await fire('order_status_updated', { _id: 'x', status: 'Eaten' });

    // After a reconnection the board is fetched again.
    const fetches = calls.length;
    await act(async () => channel.options!.onConnect!({} as never, true));
    await vi.waitFor(() => expect(calls.length).toBe(fetches + 1));
  });

  it('names the orders waiting past the restaurant’s alert minutes in a banner and the tab title; none before', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const late = boardOrder('Pending Confirmation', { createdAt: minutesAgo(6), customerName: 'Ada Lovelace' });
    const recent = boardOrder('Pending Confirmation', { createdAt: minutesAgo(2) });
    stubApi(() => json(200, boardAnswer([late, recent], { alertMinutes: 5, rejectMinutes: 12 })));
    renderStaff(
      <StaffArea role="Staff">
        <BoardPage />
      </StaffArea>,
    );
    const banner = await screen.findByTestId('waiting-banner');
    expect(within(banner).getByRole('alert').textContent).toContain('An order is waiting too long: accept or reject it');
    expect(within(banner).getByText(`#${late.orderNumber} · Ada Lovelace · 6 min`)).toBeTruthy();
    expect(banner.textContent).not.toContain(recent.orderNumber);
    expect(banner.textContent).toContain('rejected by itself 12 minutes after it was placed');
    await vi.waitFor(() => expect(document.title).toBe('(1) Waiting — The Golden Fork'));
    cleanup();
    await vi.waitFor(() => expect(document.title).toBe('Orders | The Golden Fork'));

    // Within the alert minutes: the new-order count only, no banner.
    stubApi(() => json(200, boardAnswer([recent], { alertMinutes: 5, rejectMinutes: 12 })));
    renderStaff(
      <StaffArea role="Staff">
        <BoardPage />
      </StaffArea>,
    );
    await vi.waitFor(() => expect(document.title).toBe('(1) New order · The Golden Fork'));
    expect(screen.queryByTestId('waiting-banner')).toBeNull();
  });

  it('disconnects when staff leave the area', async () => {
    stubApi(() => json(200, boardAnswer([])));
    renderStaff(<StaffArea role="Staff">{null}</StaffArea>);
    await screen.findByTestId('live-status');
    cleanup();
    expect(channel.stopped).toBeGreaterThan(0);
  });
});
