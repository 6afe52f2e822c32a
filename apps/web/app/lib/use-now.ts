import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs` (spec 4: the open/closed state is recalculated
 * every minute). Read it only after hydration: the server's clock is not the browser's.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
