import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';

const ProductLoading = lazy(() => import('./product-loading.tsx'));

/** A client-side move to a dish's page (from Home, the menu, the cart, another dish...) waiting for its data. */
export function useProductOnItsWay(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== 'loading') return false;
  const next = navigation.location.pathname;
  return next !== location.pathname && next.startsWith('/product/');
}

/**
 * The page, or the product page's 'Loading product details...' while a move to a dish waits for
 * its data. It sits above the routes (the root puts it around the page) because the product
 * route renders only once its loader has answered: until then the page being left stayed on
 * screen, with only the header's progress bar (issue 24, finding 22).
 */
export function PageOrProductLoading({ children }: { children: ReactNode }) {
  if (!useProductOnItsWay()) return children;
  return (
    <Suspense fallback={null}>
      <ProductLoading />
    </Suspense>
  );
}
