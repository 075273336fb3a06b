import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left on a countdown (0 when idle), ticking once a second; start() (re)starts it. The
 * timer stops with the component, so a removed element leaves nothing running.
 */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (endsAt === 0) return undefined;
    // Reads the clock now too: one that jumped past the end before this ran (a device waking from sleep,
    // a busy page) must still show the end, where waiting for a tick that never comes showed time left.
    const tick = () => {
      const at = Date.now();
      setNow(at);
      return at >= endsAt;
    };
    if (tick()) return undefined;
    const timer = setInterval(() => {
      if (tick()) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);

  return { remaining, start };
}
