import {
  clearOptionGroup,
  formatPrice,
  initialSelection,
  MAX_LINE_QUANTITY,
  selectedOptionsOf,
  selectionProblems,
  toggleOptionValue,
  toMajor,
  unitPriceMinor,
  type OptionSelection,
  type Product,
  type SelectedOption,
} from '@platter/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Spec 5: the over-maximum warning shows for 2000 ms. */
export const OVER_MAXIMUM_WARNING_MS = 2000;

export interface ProductSelection {
  selection: OptionSelection;
  /** Group ids whose over-maximum warning is showing. */
  overMaximum: ReadonlySet<string>;
  /** Group id → its unmet minimum. */
  belowMinimum: ReadonlyMap<string, number>;
  selectedOptions: SelectedOption[];
  quantity: number;
  /** Unit price with adjustments × quantity, major units. */
  total: number;
  totalText: string;
  toggle: (groupId: string, valueId: string) => void;
  /** 'None': empties an optional group. */
  clear: (groupId: string) => void;
  setQuantity: (quantity: number) => void;
}

/**
 * The product page's choices: initial selection per spec 5, free values only (deterministic,
 * so server and browser render the same), 'None' for optional single choices, toggling with the domain rules, the 2 s over-maximum warning,
 * unmet minimums, quantity (1..99) and the live total.
 */
export function useProductSelection(product: Product, currencySymbol: string): ProductSelection {
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product));
  const [quantity, setQuantityState] = useState(1);
  const [overMaximum, setOverMaximum] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // Another product (client navigation between products) starts afresh.
  const [productId, setProductId] = useState(product._id);
  if (productId !== product._id) {
    setProductId(product._id);
    setSelection(initialSelection(product));
    setQuantityState(1);
    setOverMaximum(new Set());
  }

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const warn = useCallback((groupId: string) => {
    setOverMaximum((current) => new Set(current).add(groupId));
    const previous = timers.current.get(groupId);
    if (previous) clearTimeout(previous);
    timers.current.set(
      groupId,
      setTimeout(() => {
        timers.current.delete(groupId);
        setOverMaximum((current) => {
          const next = new Set(current);
          next.delete(groupId);
          return next;
        });
      }, OVER_MAXIMUM_WARNING_MS),
    );
  }, []);

  const toggle = useCallback(
    (groupId: string, valueId: string) => {
      const group = product.options.find((g) => g._id === groupId);
      if (!group) return;
      const current = selection[groupId] ?? [];
      const { values, exceeded } = toggleOptionValue(group, current, valueId);
      if (exceeded) warn(groupId);
      setSelection({ ...selection, [groupId]: values });
    },
    [product.options, selection, warn],
  );

  const clear = useCallback(
    (groupId: string) => {
      const group = product.options.find((g) => g._id === groupId);
      if (!group) return;
      setSelection({ ...selection, [groupId]: clearOptionGroup(group, selection[groupId] ?? []) });
    },
    [product.options, selection],
  );

  const setQuantity = useCallback((next: number) => {
    setQuantityState(Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(next) || 1)));
  }, []);

  const selectedOptions = useMemo(() => selectedOptionsOf(product, selection), [product, selection]);
  const belowMinimum = useMemo(() => {
    const map = new Map<string, number>();
    for (const problem of selectionProblems(product, selection)) {
      if (problem.kind === 'belowMinimum') map.set(problem.groupId, problem.min);
    }
    return map;
  }, [product, selection]);
  const total = toMajor(unitPriceMinor(product.price, selectedOptions) * quantity);

  return {
    selection,
    overMaximum,
    belowMinimum,
    selectedOptions,
    quantity,
    total,
    totalText: formatPrice(total, currencySymbol),
    toggle,
    clear,
    setQuantity,
  };
}
