import { EVENT_MESSAGES } from '@shop/core/schemas/event';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { followShopEvents } from '../../api/events';
import { customerKeys } from '../../api/customers';
import { dashboardKeys } from '../../api/dashboard';
import { orderKeys } from '../../api/orders';
import { usePermissions } from '../../auth/use-permissions';
import { useMoney } from '../components/use-money';
import { playOrderChime, useOrderSound } from './order-sound';

/** Events that come in a burst refresh the lists once, this long after the first of them. */
const REFRESH_DELAY_MS = 250;

/**
 * While a member of staff with the orders read right has the back office open, new orders and
 * status changes from every server show up at once: a toast "Đơn hàng mới …" (code, customer, amount)
 * and a short chime (unless the user switched it off) for a new order, and
 * every order query (lists, counts and the pending badge, the dashboard) is refreshed.
 */
export function useOrderEvents(): void {
  const { can } = usePermissions();
  const following = can('orders', 'read');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  const sound = useOrderSound().on;
  // The latest formatter, navigation and sound switch, without reconnecting when they change.
  const latest = useRef({ money, navigate, sound });
  useEffect(() => {
    latest.current = { money, navigate, sound };
  });

  useEffect(() => {
    if (!following) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        for (const queryKey of [orderKeys.all, dashboardKeys.all, customerKeys.all])
          void queryClient.invalidateQueries({ queryKey });
      }, REFRESH_DELAY_MS);
    };
    void followShopEvents(
      {
        onReady: (reconnected) => {
          if (reconnected) refresh();
        },
        onEvent: (event) => {
          if (event.type === 'order.created') {
            const { code, customer, amount } = event.order;
            toast(EVENT_MESSAGES.newOrder(code), {
              description: `${customer} · ${latest.current.money(amount)}`,
              action: { label: 'Xem', onClick: () => void latest.current.navigate('/admin/orders') },
            });
            if (latest.current.sound) playOrderChime();
          }
          refresh();
        },
      },
      abort.signal,
    );
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [following, queryClient]);
}
