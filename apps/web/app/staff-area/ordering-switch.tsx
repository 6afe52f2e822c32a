import type { StaffRole } from '@platter/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { setOrdering } from '../lib/api/set-ordering.ts';
import { confirmDialog } from '../lib/dialog.ts';
import { failureMessage, isSessionEnded } from '../lib/form-errors.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { useNow } from '../lib/use-now.ts';
import { useRestaurantNow } from '../lib/use-restaurant-now.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { ROLES_THAT_PAUSE_ORDERING } from '../lib/staff.ts';
import { cx } from '../ui/cx.ts';
import { Switch } from '../ui/switch.tsx';
import { boardWeekdayTime } from './staff-time.ts';

/**
 * 'Online orders' on or paused (PATCH /staff/restaurant/ordering), for Owner and Manager; Staff
 * see the state with the switch disabled and a hint. The state is the restaurant configuration
 * the whole site reads (the root loader): after a change it is loaded again, so the storefront's
 * banner and checkout follow; another tablet's change arrives on the live channel. While paused it
 * reads 'Not taking orders right now', the storefront's words. Pausing asks first: no diner can
 * order until someone resumes.
 */
export function OrderingSwitch({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const restaurant = useRestaurant();
  // Open or closed by the hours (the storefront's own status, recomputed every minute).
  const opening = useRestaurantNow()?.status;
  const now = useNow(60_000);
  const revalidator = useRevalidator();
  const mayPause = ROLES_THAT_PAUSE_ORDERING.includes(role);
  const change = useMutation({
    mutationFn: setOrdering,
    onSuccess: async (answer) => {
      // Still pending until the site's configuration says the same, so the switch never flips back.
      await revalidator.revalidate();
      showSnackbar({ message: answer.isAcceptingOrders ? t('ordering.resumed') : t('ordering.pausedNow'), color: answer.isAcceptingOrders ? 'success' : 'warning' });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('ordering.failed') }), color: 'error', multiline: true });
    },
  });
  if (!restaurant) return null;
  const accepting = change.isPending ? change.variables : restaurant.isAcceptingOrders;
  // Switched on but outside the opening hours: diners may only order ahead, so the bar says closed and when it opens, never 'Taking orders'.
  const closed = accepting && opening?.isOpen === false;
  const opensAt = closed && opening?.nextOpenAt ? boardWeekdayTime(opening.nextOpenAt, restaurant.timeZone, now) : null;
  const state = !accepting ? t('ordering.off') : !closed ? t('ordering.on') : opensAt ? t('ordering.closedUntil', { time: opensAt }) : t('ordering.closed');

  const flip = async (next: boolean) => {
    if (!next) {
      const sure = await confirmDialog({
        title: t('ordering.confirmTitle'),
        message: t('ordering.confirmMessage'),
        confirmText: t('ordering.confirm'),
        cancelText: t('ordering.keepOpen'),
        destructive: true,
      });
      if (!sure) return;
    }
    change.mutate(next);
  };

  return (
    <div
      className={cx(
        'flex min-h-11 min-w-0 items-center gap-2.5 rounded-3xl border py-1 pl-3.5 pr-1.5 transition-colors',
        !accepting ? 'border-warning/60 bg-warning/20' : closed ? 'border-border bg-surface-variant/60' : 'border-success/40 bg-success/8',
      )}
      data-testid="ordering-switch"
      data-open={accepting && !closed}
      title={[closed ? t('ordering.closedHint') : null, mayPause ? null : t('ordering.staffHint')].filter(Boolean).join(' ') || undefined}
    >
      <span id={`${id}-label`} className="sr-only">
        {t('ordering.label')}
      </span>
      {/* On a small phone the paused words may take two lines; from 640 px, one. */}
      <span className="min-w-0 text-base leading-tight font-semibold sm:whitespace-nowrap" data-testid="ordering-state">
        {state}
      </span>
      {closed ? <span className="sr-only">{t('ordering.closedHint')}</span> : null}
      {mayPause ? null : (
        <span id={`${id}-hint`} className="sr-only">
          {t('ordering.staffHint')}
        </span>
      )}
      <Switch
        checked={accepting}
        tone="success"
        aria-labelledby={`${id}-label`}
        aria-describedby={mayPause ? undefined : `${id}-hint`}
        aria-busy={change.isPending || undefined}
        disabled={!mayPause || change.isPending}
        onCheckedChange={(next) => void flip(next)}
      />
    </div>
  );
}
