import { Bell, BellOff } from 'lucide-react';
import { usePermissions } from '../../auth/use-permissions';
import { playOrderChime, useOrderSound } from './order-sound';

/** The header's switch of the new-order sound, for this user on this device (staff who follow orders). */
export function OrderSoundToggle() {
  const { can } = usePermissions();
  const { on, setOn } = useOrderSound();
  if (!can('orders', 'read')) return null;
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label="Âm báo đơn hàng mới"
      title={on ? 'Âm báo đơn hàng mới: bật (bấm để tắt)' : 'Âm báo đơn hàng mới: tắt (bấm để bật)'}
      onClick={() => {
        setOn(!on);
        // Turning it on plays it once: the user hears what it sounds like, and the browser allows sound.
        if (!on) playOrderChime();
      }}
      className="ml-auto rounded-lg p-2 text-ink hover:bg-stone-200/60"
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
