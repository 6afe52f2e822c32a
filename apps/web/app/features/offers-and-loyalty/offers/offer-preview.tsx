/**
 * What diners will see, drawn from the form as it is typed with the storefront's own components:
 * the promotions page's card (its discount chip, name, description, days, last day, code or
 * 'Applied automatically at checkout') for a code or an offer, and the rewards row for a reward.
 * A picture only: inert, so its buttons and links are neither reached nor read.
 */
import type { EditablePromotion } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { cx } from '../../../ui/cx.ts';
import { PromotionCard } from '../../../ui/promotion-card.tsx';
import { RewardRow } from '../../../ui/reward-row.tsx';
import { previewOf, type OfferDraft } from './offer-form-model.ts';

export function OfferPreview({
  draft,
  original,
  symbol,
  timeZone,
}: {
  draft: OfferDraft;
  original: EditablePromotion | null;
  symbol: string;
  timeZone: string;
}) {
  const { t } = useTranslation('staffOffers');
  const promotion = previewOf(draft, original, timeZone, { name: t('preview.untitled'), code: t('preview.code') });
  const notes = [t(`preview.where.${draft.kind}`)];
  if (draft.kind === 'code' && !draft.advertised) notes.push(t('preview.notAdvertised'));
  if (!draft.isActive) notes.push(t('preview.paused'));
  return (
    <div data-testid="offer-preview">
      <div inert className={cx('mx-auto max-w-sm', !draft.isActive && 'opacity-70')}>
        {draft.kind === 'reward' ? (
          <RewardRow reward={{ ...promotion, isRedeemable: false, pointsNeeded: promotion.pointsCost }} points={0} />
        ) : (
          <PromotionCard promotion={promotion} currencySymbol={symbol} timeZone={timeZone} />
        )}
      </div>
      <ul className="mt-3 space-y-1 text-sm text-text-muted" data-testid="offer-preview-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
