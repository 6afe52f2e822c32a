import { useEffect } from 'react';
import { registerCatalogues } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';

// Shown before the product route's own module (which registers the same catalogue) has loaded.
registerCatalogues(import.meta.glob('../../i18n/en-GB/product.json', { eager: true, import: 'default' }));

/** The product page's column: its states share it. */
export function ProductFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-3 sm:px-6 sm:pt-5 lg:px-8">{children}</div>;
}

/**
 * 'Loading product details...' (spec 2), while a client-side move to a dish waits for its data.
 * Loaded lazily by `PageOrProductLoading`, so a page that never moves to a dish does not carry it.
 */
export default function ProductLoading() {
  const { t } = useTranslation('product');
  // The page left behind may have been scrolled far down; the dish starts at the top.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, []);
  return (
    <ProductFrame>
      <div role="status" aria-live="polite" className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-12" data-testid="product-loading">
        <Skeleton className="aspect-[4/3] w-full" rounded="rounded-3xl" />
        <div>
          <Skeleton className="h-5 w-24" rounded="rounded-full" />
          <Skeleton className="mt-4 h-9 w-3/4" />
          <Skeleton className="mt-3 h-7 w-24" />
          <SkeletonText lines={3} className="mt-6" />
          <p className="mt-8 text-text-muted">{t('loading')}</p>
        </div>
      </div>
    </ProductFrame>
  );
}
