import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds: `start(seconds)` begins it, `secondsLeft` goes down once a second
 * (read from the clock, so a late tick never makes it slow) and is 0 when it is over.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  const start = useCallback((seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  }, []);

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return { secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}
