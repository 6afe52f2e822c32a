import type { Order, Product } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/react.tsx';
import { getMenuProducts } from '../../lib/api/get-menu-products.ts';
import { menuKeys } from '../../lib/api/query-keys.ts';
import { useRestaurant } from '../../lib/restaurant.ts';

type OrderItem = Order['items'][number];

/**
 * The order's lines with their dish and choice names as today's menu (`products`, already in the
 * page's language) gives them, matched by id; a dish or choice no longer on the menu keeps the
 * stored name. Orders store the restaurant's default-language names (the kitchen's, the price
 * check's): a diner reading Tasca in English saw 'Fried egg on top', not 'Ovo Estrelado por Cima'.
 */
export function itemsNamedFrom(items: readonly OrderItem[], products: readonly Product[]): OrderItem[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return items.map((item) => {
    const product = item.productId ? byId.get(item.productId) : undefined;
    if (!product) return item;
    return {
      ...item,
      productName: product.name,
      selectedOptions: item.selectedOptions.map((chosen) => {
        const group = product.options.find((option) => option._id === chosen.optionId);
        const value = group?.values.find((candidate) => candidate._id === chosen.valueId);
        return group && value ? { ...chosen, optionName: group.name, valueLabel: value.label } : chosen;
      }),
    };
  });
}

/**
 * The order's lines in the page's language: where it is not the restaurant's default (whose names
 * the order keeps), the names come from today's menu in that language; until it has loaded, or
 * if it cannot, the stored names.
 */
export function useItemsInPageLanguage(order: Order): OrderItem[] {
  const language = useLanguage();
  const restaurant = useRestaurant();
  const translate = restaurant !== null && language !== restaurant.languages.default;
  const menu = useQuery({ queryKey: menuKeys.products(language), queryFn: () => getMenuProducts(), enabled: translate, staleTime: 5 * 60_000 });
  return translate && menu.data ? itemsNamedFrom(order.items, menu.data) : order.items;
}
