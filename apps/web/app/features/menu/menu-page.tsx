import { mdiFoodOffOutline, mdiRefresh, mdiSilverwareForkKnife } from '@mdi/js';
import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import { memo, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useAddToCart } from '../../lib/add-to-cart.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import type { MenuData } from './api/load-menu.ts';
import type { MenuCardProduct } from './menu-card.ts';
import { CategoryBar, stickyOffset, type CategoryLink } from './category-bar.tsx';
import {
  allergenOptions,
  dietaryOptions,
  dishCount,
  filterSections,
  foldText,
  hasActiveFilters,
  NO_FILTERS,
  promotionProductIds,
  type MenuSection,
} from './menu-filters.ts';
import { MenuToolbar } from './menu-toolbar.tsx';
import { menuView, promoState } from './menu-view.ts';
import { ProductCard, type AddProduct } from './product-card.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { useMenuFilters } from './use-menu-filters.ts';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

export function sectionDomId(categoryId: string): string {
  return `menu-${categoryId}`;
}

/** Cards above the fold load their thumbnails at once; the rest lazily. */
const EAGER_CARDS = 4;

const MenuSectionView = memo(function MenuSectionView({
  section,
  first,
  currencySymbol,
  onAdd,
}: {
  section: MenuSection;
  first: boolean;
  currencySymbol: string;
  onAdd: AddProduct;
}) {
  const id = sectionDomId(section.category._id);
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-testid="menu-section" className="scroll-mt-44 pt-8 md:scroll-mt-52 md:pt-10">
      <div className="mb-4">
        <h2
          id={`${id}-title`}
          tabIndex={-1}
          data-section-heading
          className="font-display text-2xl leading-tight font-semibold focus:outline-none sm:text-[1.75rem]"
        >
          {section.category.name}
        </h2>
        {section.category.description ? <p className="mt-1 text-sm text-text-muted">{section.category.description}</p> : null}
      </div>
      <ul className="grid gap-3 md:grid-cols-2 md:gap-4">
        {section.products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              currencySymbol={currencySymbol}
              onAdd={onAdd}
              eager={first && index < EAGER_CARDS}
              priority={first && index === 0 && product.photo !== null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

function EmptyState({ icon, title, text, action }: { icon: string; title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-3xl border border-dashed border-border px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-surface-variant text-text-muted">
        <Icon path={icon} size={32} />
      </span>
      <h2 className="mt-4 font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-text-muted">{text}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}

/**
 * The menu: a sticky search and category bar under the header, then one section per category
 * with its dishes. `?promo=` narrows it to an offer's dishes under the offer's banner.
 */
export function MenuPage({ data, restaurant }: { data: MenuData; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('menu');
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const promoId = searchParams.get('promo');
  const currencySymbol = restaurant.currency.symbol;

  const view = useMemo(() => menuView(data, t('allDishes')), [data, t]);
  const promo = useMemo(() => promoState(data, promoId), [data, promoId]);
  const promoIds = useMemo(() => (promo.kind === 'found' ? promotionProductIds(promo.promotion) : null), [promo]);
  const offerSections = useMemo(
    () => (promoIds ? filterSections(view.sections, NO_FILTERS, promoIds) : view.sections),
    [view.sections, promoIds],
  );

  const { query, setQuery, filters, toggleDietary, toggleAllergen, clearFilters, clearAll } = useMenuFilters();
  const sections = useMemo(() => filterSections(offerSections, filters), [offerSections, filters]);
  const dietary = useMemo(() => dietaryOptions(offerSections, filters.dietary), [offerSections, filters.dietary]);
  const allergens = useMemo(() => allergenOptions(offerSections, filters.allergenFree), [offerSections, filters.allergenFree]);
  const categoryLinks: CategoryLink[] = useMemo(
    () => sections.map((s) => ({ sectionId: sectionDomId(s.category._id), name: s.category.name })),
    [sections],
  );
  const filtering = hasActiveFilters(filters);
  const shown = useMemo(() => dishCount(sections), [sections]);

  // One stable add handler for every card, so adding a dish re-renders no other card.
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const addRef = useRef(addToCart);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    addRef.current = addToCart;
    navigateRef.current = navigate;
  }, [addToCart, navigate]);
  const onAdd = useCallback<AddProduct>((product: MenuCardProduct) => {
    // '+' never picks a paid extra, nor an unmade required choice: such a dish is chosen on its page.
    if (!product.quickAdd) {
      void navigateRef.current(`/product/${encodeURIComponent(product._id)}`);
      return Promise.resolve(false);
    }
    return addRef.current({ product, selectedOptions: product.quickAdd, quantity: 1 });
  }, []);

  // A new search or filter starts the diner at the top of the results, not in the footer.
  const sticky = useRef<HTMLDivElement>(null);
  const listStart = useRef<HTMLDivElement>(null);
  const filterKey = `${foldText(filters.query)}|${filters.dietary.join(',')}|${filters.allergenFree.join(',')}`;
  const lastFilterKey = useRef(filterKey);
  useEffect(() => {
    if (lastFilterKey.current === filterKey) return;
    lastFilterKey.current = filterKey;
    const start = listStart.current;
    if (!start) return;
    const top = start.getBoundingClientRect().top + window.scrollY - stickyOffset(sticky.current);
    if (window.scrollY > top + 1) window.scrollTo({ top });
  }, [filterKey]);

  const clearPromoParams = new URLSearchParams(searchParams);
  clearPromoParams.delete('promo');
  const clearPromoTo = clearPromoParams.size ? `/menu?${clearPromoParams}` : '/menu';

  const retry = (
    <Button variant="outline" size="sm" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
      <Icon path={mdiRefresh} size={18} />
      {t('errors.tryAgain')}
    </Button>
  );

  const sectionViews = useMemo(
    () =>
      sections.map((section, index) => (
        <Suspense key={section.category._id}>
          <MenuSectionView section={section} first={index === 0} currencySymbol={currencySymbol} onAdd={onAdd} />
        </Suspense>
      )),
    [sections, currencySymbol, onAdd],
  );
  let list: React.ReactNode;
  if (view.productsFailed) {
    list = null;
  } else if (offerSections.length === 0) {
    list = (
      <EmptyState
        icon={mdiSilverwareForkKnife}
        title={t('empty.menuTitle')}
        text={t('empty.menuText')}
        action={
          promo.kind === 'found' ? (
            <ButtonLink to={clearPromoTo} variant="outline">
              {t('promo.showFullMenu')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/" variant="outline">
              {t('empty.backHome')}
            </ButtonLink>
          )
        }
      />
    );
  } else if (sections.length === 0) {
    list = (
      <EmptyState
        icon={mdiFoodOffOutline}
        title={t('empty.noMatchTitle')}
        text={t('empty.noMatchText')}
        action={
          <Button variant="outline" onClick={clearAll}>
            {t('empty.clearAll')}
          </Button>
        }
      />
    );
  } else {
    // Each section is its own Suspense boundary, though nothing in it suspends: React hydrates
    // server-rendered boundaries one at a time, each with its own commit, so a long menu's
    // hydration is several short tasks instead of one that blocks a phone's main thread.
    list = sectionViews;
  }

  return (
    <div className="pb-20" data-testid="menu-page">
      <div className={CONTAINER}>
        <div className="pt-6 pb-1 sm:pt-10">
          <p className="text-xs font-bold tracking-[0.2em] text-secondary uppercase dark:text-accent">{t('eyebrow', { name: restaurantNameOf(restaurant) })}</p>
          <h1 className="mt-1 font-display text-[2rem] leading-tight font-semibold tracking-tight sm:text-5xl">{t('heading')}</h1>
          <span aria-hidden="true" className="mt-3 block h-0.5 w-14 rounded-full bg-accent" />
        </div>
        {promo.kind !== 'none' ? (
          <div className="mt-4">
            <PromoBanner state={promo} currencySymbol={currencySymbol} dishCount={promoIds ? dishCount(offerSections) : null} clearTo={clearPromoTo} />
          </div>
        ) : null}
      </div>

      {view.productsFailed ? null : (
        <div
          ref={sticky}
          className="sticky top-16 z-30 mt-1 border-b border-border/60 bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/80 md:top-[84px] lg:mt-3"
        >
          <div className={cx(CONTAINER, 'lg:flex lg:items-center lg:gap-5 lg:py-2')}>
            <MenuToolbar
              query={query}
              onQueryChange={setQuery}
              dietary={filters.dietary}
              allergenFree={filters.allergenFree}
              dietaryOptions={dietary}
              allergenOptions={allergens}
              onToggleDietary={toggleDietary}
              onToggleAllergen={toggleAllergen}
              onClearFilters={clearFilters}
            />
            {categoryLinks.length > 0 ? (
              <div className="min-w-0 lg:flex-1">
                <CategoryBar categories={categoryLinks} sticky={sticky} />
              </div>
            ) : (
              <div className="h-3 lg:hidden" />
            )}
          </div>
        </div>
      )}

      <div className={CONTAINER}>
        {view.error ? (
          <Alert tone="error" title={view.error} action={retry} className="mt-6" />
        ) : null}
        <div ref={listStart} />
        {/* Always mounted, so screen readers hear how many dishes each search leaves. */}
        <p role="status" className="sr-only">
          {filtering ? (sections.length > 0 ? t('results.count', { count: shown }) : t('empty.noMatchTitle')) : ''}
        </p>
        {filtering && sections.length > 0 ? (
          <div className="mt-5 flex items-center justify-between gap-3 text-sm">
            <p aria-hidden="true" className="font-medium text-text-muted">
              {t('results.count', { count: shown })}
            </p>
            <button type="button" onClick={clearAll} className="font-semibold text-primary underline-offset-4 hover:underline dark:text-accent">
              {t('results.clearAll')}
            </button>
          </div>
        ) : null}
        {list}
      </div>
    </div>
  );
}
