import { reorderLines, type Order, type ReorderSkip } from '@platter/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { getMenuProducts } from '../../lib/api/get-menu-products.ts';
import { addLinesToCart } from '../../lib/add-to-cart.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/**
 * Reorder (the spec says 'Reorder functionality coming soon!'; built): today's menu is fetched,
 * the order's lines matched against it (domain `reorderLines`: today's prices and options), the
 * lines that still exist added to the cart (one 'Start New Cart?' question if it holds another
 * restaurant's items) and the diner taken to /cart. What could not be added is listed, with why.
 */
export function useReorder(order: Order) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const restaurant = useRestaurant();
  const [reordering, setReordering] = useState(false);

  const reorder = useCallback(async () => {
    if (!restaurant) return;
    setReordering(true);
    try {
      let products;
      try {
        products = await getMenuProducts();
      } catch {
        showSnackbar({ message: t('reorder.menuFailed'), color: 'error' });
        return;
      }
      const { lines, skipped } = reorderLines(order.items, products);
      const byId = new Map(products.map((product) => [product._id, product]));
      const requests = lines.flatMap((line) => {
        const product = byId.get(line.productId);
        return product ? [{ product, selectedOptions: line.selectedOptions, quantity: line.quantity }] : [];
      });
      const newCartMessage = (from: string) => t('reorder.newCartMessage', { from, to: restaurant.name });
      const added = requests.length > 0 ? await addLinesToCart(restaurant, requests, newCartMessage) : 0;
      if (added === null) return;
      const orderNumber = order.orderNumber;
      if (added === 0) {
        void confirmDialog({ type: 'alert', title: t('reorder.noneTitle'), message: skippedText(t('reorder.noneIntro', { orderNumber }), skipped, t) });
        return;
      }
      await navigate('/cart');
      if (skipped.length > 0) {
        void confirmDialog({ type: 'info', title: t('reorder.someSkippedTitle'), message: skippedText(t('reorder.someSkippedIntro', { orderNumber }), skipped, t) });
      } else {
        showSnackbar({ message: t('reorder.added', { count: added, orderNumber }), color: 'success', multiline: true });
      }
    } finally {
      setReordering(false);
    }
  }, [navigate, order, restaurant, t]);

  return { reorder, reordering };
}

/** 'These items were left out:' then one line per item: '• Game Pie: currently unavailable'. */
function skippedText(intro: string, skipped: readonly ReorderSkip[], t: (key: string, options: Record<string, string>) => string): string {
  return [intro, ...skipped.map((skip) => `• ${t(`reorder.reasons.${skip.reason}`, { name: skip.productName })}`)].join('\n');
}
