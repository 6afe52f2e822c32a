import type { Order } from '@platter/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useCancelMyOrder } from '../../lib/api/cancel-my-order.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/**
 * Cancel Order (spec 2, 8): the confirm dialog ('Yes, Cancel Order' / 'No, Keep Order', drawn as
 * destructive), then PATCH cancel-my-order. Success says 'Order cancelled successfully.' and the
 * answered order replaces the cached one; a refusal says the server's message (e.g. the kitchen
 * confirmed it meanwhile), else 'Failed to cancel order.'.
 */
export function useCancelOrder(order: Order, guestToken?: string | null) {
  const { t } = useTranslation('orders');
  const mutation = useCancelMyOrder();
  const { mutateAsync } = mutation;

  const cancel = useCallback(async () => {
    const confirmed = await confirmDialog({
      type: 'confirm',
      title: t('cancel.title'),
      message: t('cancel.message'),
      confirmText: t('cancel.confirm'),
      cancelText: t('cancel.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await mutateAsync({ ...order, guestToken });
      showSnackbar({ message: t('cancel.success'), color: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      showSnackbar({ message: failureMessage(error, { unreachable: t('cancel.failed') }), color: 'error', multiline: true });
    }
  }, [mutateAsync, order, guestToken, t]);

  return { cancel, cancelling: mutation.isPending };
}
