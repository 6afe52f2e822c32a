/**
 * /staff/settings/offers (Owner and Manager, issue 27): the restaurant's codes, offers that apply
 * by themselves and rewards, each with its state and uses; a new one of each kind; an offer opens
 * its form, with what diners will see, in place of the list. Offers running or to come are listed
 * first, ended ones after. Loaded lazily with the settings section.
 */
import { mdiGiftOutline, mdiLightningBoltOutline, mdiTicketPercentOutline } from '@mdi/js';
import type { EditablePromotion, PromotionKind } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import type { SettingsSectionProps } from '../../../staff-area/settings-section.ts';
import { getOffers } from './api.ts';
import { OfferEditor } from './offer-editor.tsx';
import { OfferList } from './offer-list.tsx';
import { offerKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffOffers.json', { eager: true, import: 'default' }));

const NEW_OFFERS: [PromotionKind, string][] = [
  ['automatic', mdiLightningBoltOutline],
  ['code', mdiTicketPercentOutline],
  ['reward', mdiGiftOutline],
];

type Editing = { promotion: EditablePromotion | null; kind: PromotionKind };

function ListSkeleton() {
  return (
    <div className="flex max-w-4xl flex-col gap-2" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24" rounded="rounded-2xl" />
      ))}
    </div>
  );
}

export default function OffersSection(_props: SettingsSectionProps) {
  const { t } = useTranslation('staffOffers');
  const restaurant = useRestaurant();
  const symbol = restaurant?.currency.symbol ?? '';
  const timeZone = restaurant?.timeZone ?? 'Europe/London';
  const offers = useQuery({ queryKey: offerKeys.list(), queryFn: getOffers, staleTime: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);

  if (editing) {
    return (
      <OfferEditor
        key={editing.promotion?._id ?? `new-${editing.kind}`}
        promotion={editing.promotion}
        kind={editing.kind}
        symbol={symbol}
        timeZone={timeZone}
        onClose={() => setEditing(null)}
      />
    );
  }

  const all = offers.data ?? [];
  const current = all.filter((p) => p.state !== 'ended');
  const ended = all.filter((p) => p.state === 'ended');
  const list = (shown: EditablePromotion[]) => (
    <OfferList offers={shown} symbol={symbol} timeZone={timeZone} onEdit={(promotion) => setEditing({ promotion, kind: 'automatic' })} />
  );
  return (
    <div data-testid="offers-section">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-text-muted">{t('lead')}</p>
      <div className="mt-4 grid gap-2 sm:flex sm:flex-wrap">
        {NEW_OFFERS.map(([kind, icon], index) => (
          <Button key={kind} variant={index === 0 ? 'primary' : 'outline'} className="justify-center" onClick={() => setEditing({ promotion: null, kind })}>
            <Icon path={icon} size={20} />
            {t(`new.${kind}`)}
          </Button>
        ))}
      </div>
      <div className="mt-6">
        {offers.isPending ? <ListSkeleton /> : null}
        {offers.isError ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void offers.refetch()}>{t('retry')}</Button>}>
            {offers.error.message}
          </Alert>
        ) : null}
        {offers.isSuccess && all.length === 0 ? <p className="max-w-4xl rounded-2xl border border-dashed border-border p-6 text-center text-text-muted">{t('none')}</p> : null}
        {current.length > 0 ? (
          <section aria-labelledby="offers-current" className="mb-8">
            <h2 id="offers-current" className="mb-3 font-display text-xl font-semibold">
              {t('current', { count: current.length })}
            </h2>
            {list(current)}
          </section>
        ) : null}
        {ended.length > 0 ? (
          <section aria-labelledby="offers-ended">
            <h2 id="offers-ended" className="mb-1 font-display text-xl font-semibold">
              {t('ended', { count: ended.length })}
            </h2>
            <p className="mb-3 text-sm text-text-muted">{t('endedHint')}</p>
            {list(ended)}
          </section>
        ) : null}
      </div>
    </div>
  );
}
