import { mdiTagHeartOutline } from '@mdi/js';
import { formatPrice, toMajor, type DiscountPart, type OfferShortfall } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { registerCatalogues } from '../i18n/index.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

// Its texts travel with the routes that show it (cart, checkout).
registerCatalogues(import.meta.glob('../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

/** The named discounts under a summary's discount row (inside its `<dl>`): "Pizza Tuesday −£5.68". */
export function DiscountBreakdown({ parts, currencySymbol }: { parts: readonly DiscountPart[]; currencySymbol: string }) {
  if (parts.length === 0) return null;
  return (
    <>
      {parts.map((d, index) => (
        <div key={`${index}-${d.name ?? ''}`} className="-mt-1 flex items-baseline justify-between gap-4 pl-3 text-sm" data-testid="summary-discount-line">
          <dt className="inline-flex min-w-0 items-center gap-1.5 text-text-muted">
            <Icon path={mdiTagHeartOutline} size={14} className="shrink-0 text-success" />
            <span className="truncate">{d.name}</span>
          </dt>
          <dd className="tabular-nums text-success">−{formatPrice(toMajor(d.amountMinor), currencySymbol)}</dd>
        </div>
      ))}
    </>
  );
}

/** The delivery fee's value when an offer waives it (the domain's `free`): the fee struck through, "Free", and the offer's name. */
export function WaivedDeliveryFee({ free, currencySymbol }: { free: { name: string; waivedMinor: number }; currencySymbol: string }) {
  const { t } = useTranslation('cart');
  return (
    <span className="inline-flex flex-col items-end">
      <span className="inline-flex items-baseline gap-2">
        <s className="text-sm text-text-muted tabular-nums">{formatPrice(toMajor(free.waivedMinor), currencySymbol)}</s>
        <span className="font-semibold text-success">{t('offers.free')}</span>
      </span>
      <span className="text-xs text-text-muted">{free.name}</span>
    </span>
  );
}

/** "Add £4.50 more for free delivery": what a bigger order would unlock, nearest first. */
export function OfferShortfalls({
  shortfalls,
  currencySymbol,
  className,
}: {
  shortfalls: readonly OfferShortfall[];
  currencySymbol: string;
  className?: string;
}) {
  const { t } = useTranslation('cart');
  if (shortfalls.length === 0) return null;
  return (
    <ul className={cx('space-y-2', className)} data-testid="offer-shortfalls">
      {shortfalls.map((s) => {
        const amount = formatPrice(toMajor(s.shortfallMinor), currencySymbol);
        return (
          <li
            key={s.promotionId}
            className="flex items-start gap-2 rounded-xl bg-primary/8 px-3 py-2 text-sm text-text dark:bg-accent/12"
          >
            <Icon path={mdiTagHeartOutline} size={18} className="mt-px shrink-0 text-primary dark:text-accent" />
            <span>{s.kind === 'freeDelivery' ? t('offers.moreForFreeDelivery', { amount }) : t('offers.moreForOffer', { amount, name: s.name })}</span>
          </li>
        );
      })}
    </ul>
  );
}
