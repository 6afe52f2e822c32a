import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Renders `View` from the first time there is something to show, and keeps it mounted after:
 * its code (the Radix parts) loads then, never with a page's initial JS.
 */
export function LazyHost({ showing, View }: { showing: boolean; View: LazyExoticComponent<ComponentType> }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (showing) setNeeded(true);
  }, [showing]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <View />
    </Suspense>
  );
}
