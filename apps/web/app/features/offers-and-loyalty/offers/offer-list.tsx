/**
 * The restaurant's offers as cards: the discount chip diners see, the name, what kind it is (its
 * code, 'Applies by itself', or its points), when it runs, its state and its uses so far. A tap
 * opens the form; Pause / Resume, and End (an offer ever used) or Delete (one never used), each
 * confirmed where it cannot be undone.
 */
import { currentLanguage } from '../../../i18n/index.ts';
import { mdiPauseCircleOutline, mdiPlayCircleOutline } from '@mdi/js';
import { formatPrice, type EditablePromotion, type PromotionState } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.tsx';
import { confirmDialog } from '../../../lib/dialog.ts';
import { discountLabel } from '../../../lib/discount-label.ts';
import { failureMessage, isSessionEnded } from '../../../lib/form-errors.ts';
import { activeDaysText, lastDay } from '../../../lib/offer-facts.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Icon } from '../../../ui/icon.tsx';
import { deleteOffer, forgetOffer, moveOffer, storeOffer } from './api.ts';

const BADGE = 'inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold ring-1 ring-inset';
const STATE_TONES: Record<PromotionState, string> = {
  live: 'bg-success/12 text-text ring-success/40',
  scheduled: 'bg-info/12 text-text ring-info/40',
  paused: 'bg-warning/15 text-text ring-warning/50',
  ended: 'bg-text/8 text-text-muted ring-border',
};

type Action = { kind: 'pause' | 'resume' | 'end'; offer: EditablePromotion } | { kind: 'delete'; offer: EditablePromotion };

function useOfferAction() {
  const { t } = useTranslation('staffOffers');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) => (action.kind === 'delete' ? deleteOffer(action.offer._id) : { outcome: action.kind, promotion: await moveOffer(action.offer._id, action.kind) }),
    onSuccess: (result, action) => {
      if (result.promotion) storeOffer(queryClient, result.promotion);
      else forgetOffer(queryClient, action.offer._id);
      const name = action.offer.name;
      const message = result.outcome === 'deleted' ? t('list.deleted', { name }) : t(`list.${result.outcome === 'pause' ? 'paused' : result.outcome === 'resume' ? 'resumed' : 'ended'}`, { name });
      showSnackbar({ message, color: 'success', timeout: 3000 });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('saveFailed') }), color: 'error', multiline: true });
    },
  });
}

/** 'Code WELCOME10' · 'Applies by itself' · 'Reward · 100 points', then when it runs. */
function Facts({ offer, symbol, timeZone }: { offer: EditablePromotion; symbol: string; timeZone: string }) {
  const { t } = useTranslation('staffOffers');
  const { t: promotions } = useTranslation('promotions');
  const facts: string[] = [];
  if (offer.pointsCost > 0) facts.push(t('list.reward', { count: offer.pointsCost }));
  else if (offer.couponCode) facts.push(offer.displayToCustomers ? t('list.code', { code: offer.couponCode }) : t('list.privateCode', { code: offer.couponCode }));
  else facts.push(offer.displayToCustomers ? t('list.automatic') : t('list.hidden'));
  const days = activeDaysText(offer.activeDays, promotions);
  if (days) facts.push(days);
  if (offer.minOrderValue !== null) facts.push(t('list.minOrder', { amount: formatPrice(offer.minOrderValue, symbol) }));
  if (offer.state === 'scheduled' && offer.validFrom) facts.push(t('list.starts', { date: formatInZone(offer.validFrom, 'dayMonth', timeZone, currentLanguage()) }));
  if (offer.validUntil) facts.push(t(offer.state === 'ended' ? 'list.endedOn' : 'list.endsOn', { date: lastDay(offer.validUntil, timeZone) }));
  return <span className="text-sm text-text-muted">{facts.join(' · ')}</span>;
}

/** The offer's state now ('Live', 'Scheduled', 'Paused', 'Ended'). */
export function StateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation('staffOffers');
  return (
    <span className={cx(BADGE, STATE_TONES[state])} data-testid="offer-state">
      {t(`states.${state}`)}
    </span>
  );
}

/** '12 uses so far', or '12 of 100 uses' under a limit. */
export function Uses({ offer }: { offer: EditablePromotion }) {
  const { t } = useTranslation('staffOffers');
  const text = offer.usageLimitTotal === null ? t('list.uses', { count: offer.uses }) : t('list.usesOf', { count: offer.uses, limit: offer.usageLimitTotal });
  return (
    <span className="text-sm font-medium tabular-nums text-text" data-testid="offer-uses">
      {text}
    </span>
  );
}

export function OfferList({ offers, symbol, timeZone, onEdit }: { offers: EditablePromotion[]; symbol: string; timeZone: string; onEdit: (offer: EditablePromotion) => void }) {
  const { t } = useTranslation('staffOffers');
  const { t: common } = useTranslation('common');
  const action = useOfferAction();

  async function remove(offer: EditablePromotion) {
    const ending = offer.inUse;
    const confirmed = await confirmDialog({
      title: t(ending ? 'list.endTitle' : 'list.deleteTitle', { name: offer.name }),
      message: t(ending ? 'list.endMessage' : 'list.deleteMessage', { count: offer.uses }),
      confirmText: t(ending ? 'list.end' : 'list.delete'),
      cancelText: t('form.cancel'),
      destructive: true,
    });
    if (confirmed) action.mutate(ending ? { kind: 'end', offer } : { kind: 'delete', offer });
  }

  return (
    <ul className="flex max-w-4xl flex-col gap-2">
      {offers.map((offer) => {
        const busy = action.isPending && action.variables?.offer._id === offer._id;
        const ended = offer.state === 'ended';
        return (
          <li key={offer._id} data-testid="offer-row" className={cx('flex flex-col gap-2 rounded-2xl border border-border/80 bg-surface p-3 shadow-card sm:flex-row sm:items-center', ended && 'bg-surface/70')}>
            <button type="button" onClick={() => onEdit(offer)} className="flex min-w-0 flex-1 flex-col items-start gap-2 rounded-xl p-1 text-left sm:flex-row sm:gap-3">
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">
                  <span className="sr-only">{t('list.editPrefix')} </span>
                  {offer.name}
                </span>
                <Facts offer={offer} symbol={symbol} timeZone={timeZone} />
                <span className="flex flex-wrap items-center gap-2">
                  <StateBadge state={offer.state} />
                  <Uses offer={offer} />
                </span>
              </span>
              {/* The chip diners see, drawn first; read after the name. */}
              <span className="order-first shrink-0 sm:w-36 sm:pt-0.5">
                <span className={cx('inline-block rounded-full bg-accent px-2.5 py-1 text-xs font-extrabold tracking-wide text-black/85 shadow-sm', ended && 'opacity-60')}>
                  {discountLabel(common, offer, symbol)}
                </span>
              </span>
            </button>
            <div className="flex shrink-0 flex-wrap items-center gap-1 pl-1 sm:flex-col sm:items-stretch">
              {!ended ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={t(offer.isActive ? 'list.pauseLabel' : 'list.resumeLabel', { name: offer.name })}
                  onClick={() => action.mutate({ kind: offer.isActive ? 'pause' : 'resume', offer })}
                >
                  <Icon path={offer.isActive ? mdiPauseCircleOutline : mdiPlayCircleOutline} size={18} />
                  {t(offer.isActive ? 'list.pause' : 'list.resume')}
                </Button>
              ) : null}
              {!ended || !offer.inUse ? (
                <Button
                  variant="text"
                  size="sm"
                  disabled={busy}
                  className="text-error! hover:bg-error/8!"
                  aria-label={t(offer.inUse ? 'list.endLabel' : 'list.deleteLabel', { name: offer.name })}
                  onClick={() => void remove(offer)}
                >
                  {t(offer.inUse ? 'list.end' : 'list.delete')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
