import { toMajor, type RewardPromotion, type ValidatedCoupon } from '@platter/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useRewards } from '../../lib/api/get-rewards.ts';
import { validateCoupon } from '../../lib/api/validate-coupon.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import type { AppliedPromotion } from './checkout-model.ts';
import type { PromoPanelProps } from './checkout-summary.tsx';

function appliedFrom(promotion: ValidatedCoupon | RewardPromotion, couponCode: string | null): AppliedPromotion {
  return {
    promotionId: 'promotionId' in promotion ? promotion.promotionId : promotion._id,
    name: promotion.name,
    couponCode,
    pointsCost: promotion.pointsCost,
    type: promotion.type,
    discountValue: promotion.discountValue,
    minOrderValue: promotion.minOrderValue,
    applicableProductIds: promotion.applicableProductIds,
    buyQuantity: promotion.buyQuantity,
    getQuantity: promotion.getQuantity,
  };
}

/**
 * The summary's promotion panel (spec 2 "Checkout"): a typed promo code, a redeemed reward or
 * neither, the removable chip, and the diner's points.
 */
export function usePromotion({ guest = false }: { guest?: boolean } = {}) {
  const { t } = useTranslation('checkout');
  const rewards = useRewards(!guest);
  const [applied, setApplied] = useState<AppliedPromotion | null>(null);
  const [applying, setApplying] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);

  /** POST /promotions/validate-coupon for the code (trimmed, non-empty: spec 5) against the order's subtotal. */
  const applyCode = async (raw: string, orderSubtotalMinor: number) => {
    const couponCode = raw.trim();
    if (!couponCode) {
      setPromoError(t('promo.required'));
      return;
    }
    setApplying(true);
    setPromoError(null);
    try {
      const coupon = await validateCoupon({ couponCode, orderSubtotal: toMajor(orderSubtotalMinor) });
      setApplied(appliedFrom(coupon, coupon.couponCode));
      showSnackbar({ message: t('promo.applied', { name: coupon.name }), color: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      setApplied(null);
      const refused = error instanceof ApiRequestError && error.status > 0 && error.status < 500;
      setPromoError(refused ? error.message || t('promo.invalid') : t('promo.failed'));
    } finally {
      setApplying(false);
    }
  };

  const panel: Omit<PromoPanelProps, 'onApplyCode'> = {
    applied,
    applying,
    promoError,
    onRedeem: (reward) => {
      setPromoError(null);
      setApplied(appliedFrom(reward, null));
    },
    onRemove: () => setApplied(null),
    rewards: rewards.data?.rewardsPromotions,
    points: rewards.data?.points,
    pointsFailed: rewards.isError,
    pointsLoading: rewards.isFetching,
    onRefreshPoints: () => void rewards.refetch(),
  };

  return { applied, applyCode, panel };
}
