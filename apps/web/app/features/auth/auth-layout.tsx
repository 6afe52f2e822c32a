import { restaurantNameOf } from '@platter/domain';
import { mdiClockFast, mdiMapMarkerPath, mdiStarCircleOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Icon } from '../../ui/icon.tsx';

/** What the panel beside the form says (a diner's reasons for an account unless a page has its own). */
export interface AuthAside {
  eyebrow: string;
  headline: string;
  points: { icon: string; text: string }[];
}

/**
 * The frame of the login and register pages: the form on a card; from 1024 px a panel beside
 * it with the restaurant's cover photo and why an account is worth having (or `aside`'s words).
 */
export function AuthLayout({ title, subtitle, aside, children }: { title: string; subtitle: string; aside?: AuthAside; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const restaurant = useRestaurant();
  const cover = restaurant?.coverImageUrl;
  const points = aside?.points ?? [
    { icon: mdiClockFast, text: t('aside.points.fast') },
    { icon: mdiMapMarkerPath, text: t('aside.points.track') },
    { icon: mdiStarCircleOutline, text: t('aside.points.rewards') },
  ];
  const eyebrow = aside?.eyebrow ?? (restaurant ? t('aside.eyebrow', { restaurant: restaurantNameOf(restaurant) }) : null);
  return (
    <div className="flex flex-1 bg-surface-variant/40 dark:bg-background">
      <div className="mx-auto grid w-full max-w-6xl flex-1 items-start gap-8 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-2 lg:items-stretch lg:gap-12 lg:px-8">
        <aside className="relative hidden overflow-hidden rounded-3xl bg-primary text-on-primary shadow-card lg:flex lg:min-h-[36rem] lg:flex-col lg:justify-end">
          {cover ? <img src={cover} alt="" className="absolute inset-0 size-full object-cover" /> : null}
          <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/45 to-black/10" />
          <div className="relative p-10 text-white">
            {eyebrow ? <p className="text-xs font-semibold uppercase tracking-[0.22em] text-white/80">{eyebrow}</p> : null}
            <p className="mt-3 font-display text-4xl font-semibold leading-tight">{aside?.headline ?? t('aside.headline')}</p>
            <ul className="mt-8 space-y-4">
              {points.map((point) => (
                <li key={point.text} className="flex items-center gap-3 text-base text-white/90">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15 backdrop-blur-sm">
                    <Icon path={point.icon} size={20} />
                  </span>
                  {point.text}
                </li>
              ))}
            </ul>
          </div>
        </aside>
        <div className="flex w-full justify-center lg:items-center">
          <div className="w-full max-w-md rounded-3xl border border-border/70 bg-surface p-6 shadow-card sm:p-9">
            <header className="text-center">
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
              <p className="mt-2 text-base text-text-muted">{subtitle}</p>
            </header>
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
