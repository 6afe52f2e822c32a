import type { StaffRole } from '@platter/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { setOrdering } from '../../lib/api/set-ordering.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { ROLES_THAT_PAUSE_ORDERING } from '../../lib/staff.ts';
import { cx } from '../../ui/cx.ts';
import { Switch } from '../../ui/switch.tsx';

/**
 * 'Online orders' on or paused (PATCH /staff/restaurant/ordering), for Owner and Manager; Staff
 * see the state with the switch disabled and a hint. The state is the restaurant configuration
 * the whole site reads (the root loader): after a change it is loaded again, so the storefront's
 * banner and checkout follow. Pausing asks first: no diner can order until someone resumes.
 */
export function OrderingSwitch({ role }: { role: StaffRole }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const restaurant = useRestaurant();
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
        'flex items-center gap-3 border py-1 pl-3.5 pr-1.5 transition-colors',
        mayPause ? 'rounded-full' : 'max-w-64 rounded-2xl py-1.5',
        accepting ? 'border-success/40 bg-success/8' : 'border-warning/55 bg-warning/15',
      )}
      data-testid="ordering-switch"
    >
      <span className="flex flex-col leading-tight">
        <span id={`${id}-label`} className="text-xs font-medium text-text-muted">
          {t('ordering.label')}
        </span>
        <span className="text-sm font-semibold" data-testid="ordering-state">
          {accepting ? t('ordering.on') : t('ordering.off')}
        </span>
        {mayPause ? null : (
          <span id={`${id}-hint`} className="text-xs text-text-muted">
            {t('ordering.staffHint')}
          </span>
        )}
      </span>
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
