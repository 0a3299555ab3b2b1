import type { Dashboard } from '@shop/core/schemas/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, signInStore, signOutStore } from '../../test/auth-fixtures';
import { eventStream, mockFetch } from '../../test/fetch-mock';
import { ALL_RIGHTS, READ_ONLY, renderAdmin } from '../layout/render-admin.test-utils';
import { STORE_SETTINGS } from '../shop/store-fixtures.test-utils';

const figures = (orders: number): Dashboard => ({
  products: 12,
  inStock: 10,
  orders,
  revenue: 0,
  ordersThisMonth: orders,
  ordersLastMonth: 0,
  trend: 0,
  recentOrders: [],
  pendingOrders: 0,
  lowStock: [],
  setup: { shopDetails: true, brand: true, product: true, images: true, order: true },
});

const newOrder = {
  order: { id: 90, code: 'DH251125ABC234', customer: 'Phạm Minh Châu', amount: 12_500_000, status: 'pending' },
};

function setup(permissions: Record<string, unknown>, streams: ReturnType<typeof eventStream>[]) {
  signInStore({ ...adminUser, roleId: 2 });
  let orders = 89;
  const api = mockFetch({
    'GET /api/rights/role-permissions/2': { body: permissions },
    'GET /api/settings': { body: STORE_SETTINGS },
    'GET /api/dashboard': () => ({ body: figures(orders) }),
    // Each connection gets the next prepared stream.
    'GET /api/events': () =>
      streams.shift()?.answer ?? { status: 503, body: { error: { statusCode: 503, code: 'X', message: 'x' } } },
  });
  return { api, ...renderAdmin('/admin'), addOrder: () => orders++ };
}

const ordersCard = () => screen.getByText('Đơn hàng', { selector: 'dt' }).closest('article') as HTMLElement;

beforeEach(() => signOutStore());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A stand-in for the browser's Web Audio: counts the notes played. */
function stubAudio() {
  const notes: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const tone = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => notes.push(tone.frequency.value),
        stop: () => {},
      };
      return tone;
    }
    createGain() {
      const param = { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
      return { gain: param, connect: (next: unknown) => next };
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return notes;
}

describe('live order events in the back office', () => {
  it('shows a toast for a new order taken by any server and refreshes the order figures at once', async () => {
    const stream = eventStream();
    const { api, addOrder } = setup({ dashboard: READ_ONLY, orders: READ_ONLY, products: ALL_RIGHTS }, [stream]);
    expect(await within(await waitFor(ordersCard)).findByText('89')).toBeVisible();
    await waitFor(() => expect(api.to('GET /api/events')).toHaveLength(1));
    // The stream carries the session's bearer token and asks for an event stream.
    const opened = api.to('GET /api/events')[0]!;
    expect(opened.headers.get('authorization')).toBe('Bearer stored-token');
    expect(opened.headers.get('accept')).toBe('text/event-stream');
    stream.send({ id: 41, event: 'ready', data: {} });

    addOrder();
    stream.send({ id: 42, event: 'order.created', data: newOrder });
    expect(await screen.findByText('Đơn hàng mới DH251125ABC234')).toBeVisible();
    expect(screen.getByText('Phạm Minh Châu · 12.500.000 ₫')).toBeVisible();
    // Well within the two seconds a new order may take to show.
    expect(await within(ordersCard()).findByText('90', {}, { timeout: 2000 })).toBeVisible();
  });

  it('reconnects after the server ends the stream, asking for what it missed since the last id', async () => {
    const first = eventStream();
    const second = eventStream();
    const { api, addOrder } = setup({ dashboard: READ_ONLY, orders: READ_ONLY }, [first, second]);
    await waitFor(() => expect(api.to('GET /api/events')).toHaveLength(1));
    first.send({ id: 7, event: 'ready', data: {} });
    first.send({ id: 8, event: 'order.status', data: { order: { ...newOrder.order, status: 'processing' } } });
    // The server drains and ends its streams; the browser reconnects (to another server).
    first.end();
    await waitFor(() => expect(api.to('GET /api/events')).toHaveLength(2), { timeout: 8000 });
    expect(api.to('GET /api/events')[1]!.headers.get('last-event-id')).toBe('8');

    // What happened meanwhile arrives first on the new stream, then the lists are refreshed.
    addOrder();
    second.send({ id: 9, event: 'order.created', data: newOrder });
    second.send({ id: 9, event: 'ready', data: {} });
    // A toast fades in once mounted: visible a moment after it is added.
    await waitFor(() => expect(screen.getByText('Đơn hàng mới DH251125ABC234')).toBeVisible());
    expect(await within(ordersCard()).findByText('90')).toBeVisible();
  });

  it('does not open the stream for a role without the orders read right', async () => {
    const { api } = setup({ dashboard: READ_ONLY, products: READ_ONLY }, [eventStream()]);
    expect(await screen.findByText('Đơn hàng', { selector: 'dt' })).toBeVisible();
    await waitFor(() => expect(api.to('GET /api/rights/role-permissions/2')).toHaveLength(1));
    expect(api.to('GET /api/events')).toHaveLength(0);
  });

  it('plays a short sound for a new order, which each user can switch off in the header', async () => {
    const notes = stubAudio();
    const first = eventStream();
    const user = userEvent.setup();
    setup({ dashboard: READ_ONLY, orders: READ_ONLY }, [first]);
    await waitFor(() => expect(notes).toHaveLength(0));
    first.send({ id: 1, event: 'ready', data: {} });
    first.send({ id: 2, event: 'order.created', data: newOrder });
    await waitFor(() => expect(notes.length).toBe(2));

    const toggle = await screen.findByRole('button', { name: 'Âm báo đơn hàng mới' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    first.send({
      id: 3,
      event: 'order.created',
      data: { order: { ...newOrder.order, id: 91, code: 'DH251125XYZ789' } },
    });
    expect(await screen.findByText('Đơn hàng mới DH251125XYZ789')).toBeVisible();
    expect(notes).toHaveLength(2);
    // Kept for this user on this device.
    expect(localStorage.getItem('order-sound')).toContain(adminUser.username);
  });
});
