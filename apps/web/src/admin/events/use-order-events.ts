import { EVENT_MESSAGES } from '@shop/core/schemas/event';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { followShopEvents } from '../../api/events';
import { orderKeys } from '../../api/orders';
import { usePermissions } from '../../auth/use-permissions';
import { useMoney } from '../components/use-money';

/** Events that come in a burst refresh the lists once, this long after the first of them. */
const REFRESH_DELAY_MS = 250;

/**
 * While a member of staff with the orders read right has the back office open, new orders and
 * status changes from every server show up at once: a toast "Đơn hàng mới …" for a new order, and
 * every order query (lists, counts and the pending badge, the dashboard) is refreshed.
 */
export function useOrderEvents(): void {
  const { can } = usePermissions();
  const following = can('orders', 'read');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  // The latest formatter and navigation, without reconnecting when they change.
  const latest = useRef({ money, navigate });
  useEffect(() => {
    latest.current = { money, navigate };
  });

  useEffect(() => {
    if (!following) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: orderKeys.dashboard() });
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
