import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '../../auth/auth-store';

interface OrderSoundState {
  /** Usernames that turned the new-order sound off on this device (it is on for everyone else). */
  muted: string[];
  setMuted: (username: string, muted: boolean) => void;
}

/** The new-order sound, on or off for each staff member who signs in on this device. */
const useOrderSoundStore = create<OrderSoundState>()(
  persist(
    (set) => ({
      muted: [],
      setMuted: (username, muted) =>
        set((s) => ({ muted: muted ? [...new Set([...s.muted, username])] : s.muted.filter((u) => u !== username) })),
    }),
    {
      name: 'order-sound',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const raw = (persisted as { muted?: unknown } | undefined)?.muted;
        return { ...current, muted: Array.isArray(raw) ? raw.filter((u): u is string => typeof u === 'string') : [] };
      },
    },
  ),
);

/** Whether the signed-in user hears the sound of a new order, and the switch. */
export function useOrderSound(): { on: boolean; setOn: (on: boolean) => void } {
  const username = useAuthStore((s) => s.user?.username ?? '');
  const muted = useOrderSoundStore((s) => s.muted.includes(username));
  const setMuted = useOrderSoundStore((s) => s.setMuted);
  return { on: !muted, setOn: (on) => setMuted(username, !on) };
}

/**
 * A short two-note chime, made by the browser (Web Audio: no sound file to download). Browsers play
 * it once the page has been used (a click or a key); before that they stay silent.
 */
export function playOrderChime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  let ctx: AudioContext;
  try {
    ctx = new Context();
  } catch {
    return;
  }
  const start = ctx.currentTime;
  [880, 1318.5].forEach((frequency, i) => {
    const at = start + i * 0.16;
    const tone = ctx.createOscillator();
    const volume = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, at);
    volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    tone.connect(volume).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + 0.36);
  });
  setTimeout(() => void ctx.close().catch(() => {}), 1000);
}
