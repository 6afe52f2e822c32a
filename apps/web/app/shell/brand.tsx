import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import { cx } from '../ui/cx.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** Spec: logo avatar size 56. */
export const LOGO_SIZE = 56;

/**
 * Logo (avatar 56) and name; clicking goes to /. While the restaurant is loading: 'Loading
 * Restaurant...'. Below the desktop header (md) the name is the brand and must read whole beside
 * the header's buttons: it wraps onto two lines in smaller type beside the 56 px logo
 * (docs/reference/web.md); from md up, one line.
 */
export function Brand({
  restaurant,
  loading,
  className,
  onNavigate,
}: {
  restaurant: PublicRestaurant | null;
  loading: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  if (!restaurant) {
    return (
      <span className={cx('flex min-w-0 items-center gap-3', className)}>
        {loading ? <Skeleton className="size-14" rounded="rounded-full" /> : null}
        <span className="truncate font-display text-lg font-semibold">
          {loading ? t('header.loadingRestaurant') : t('appName')}
        </span>
      </span>
    );
  }
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={t('header.homeLink', { name: restaurantNameOf(restaurant) })}
      className={cx('group flex min-w-0 items-center gap-2 rounded-full md:gap-3', className)}
    >
      {restaurant.logoUrl ? (
        <img
          src={restaurant.logoUrl}
          alt=""
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          className="size-14 shrink-0 rounded-full bg-surface-variant object-cover ring-1 ring-border"
        />
      ) : null}
      <span
        data-testid="brand-name"
        className="min-w-0 text-balance break-words font-display text-[0.9375rem] font-semibold leading-tight tracking-tight text-text group-hover:text-primary md:truncate md:text-xl md:leading-normal dark:group-hover:text-accent"
      >
        {restaurant.name}
      </span>
    </Link>
  );
}
