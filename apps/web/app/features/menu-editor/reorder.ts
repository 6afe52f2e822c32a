/**
 * Reordering a list by pointer (drag a handle) and by keyboard (Move up / Move down), shared by
 * the categories and the dishes: the pure move, and the drag hook that previews the new order
 * while the pointer moves and commits it when the pointer is let go.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

/** `ids` with the one at `from` moved to `to` (clamped); the same array when nothing moves. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Whether two orders are the same. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** The items of `items` in the order of `ids` (ids unknown to `items` are skipped). */
export function inOrder<T extends { _id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Pointer dragging over a vertical list whose rows carry `data-reorder-id`: `order` is the
 * preview (null when nothing is dragged), `dragged` the id held; `handleProps(id)` goes on each
 * row's grip. On release `commit(ids, movedId)` gets the new order when it changed.
 */
export function useDragReorder(ids: readonly string[], commit: (ids: string[], movedId: string) => void) {
  const [order, setOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const current = useRef<string[] | null>(null);

  /** Where the held row belongs: after every other row whose middle is above the pointer. */
  function targetIndex(heldId: string, clientY: number): number {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('[data-reorder-id]') ?? [])];
    return rows.filter((row) => {
      if (row.dataset.reorderId === heldId) return false;
      const box = row.getBoundingClientRect();
      return box.top + box.height / 2 < clientY;
    }).length;
  }

  function handleProps(id: string) {
    return {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        current.current = [...ids];
        setOrder([...ids]);
        setDragged(id);
      },
      onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
        if (!current.current || dragged !== id) return;
        const from = current.current.indexOf(id);
        const to = targetIndex(id, event.clientY);
        if (from === to) return;
        current.current = moveId(current.current, from, to);
        setOrder(current.current);
      },
      onPointerUp: () => {
        const next = current.current;
        current.current = null;
        setOrder(null);
        setDragged(null);
        if (next && !sameOrder(next, ids)) commit(next, id);
      },
      onPointerCancel: () => {
        current.current = null;
        setOrder(null);
        setDragged(null);
      },
      style: { touchAction: 'none' as const },
    };
  }

  return { order: order ?? [...ids], dragged, listRef: list, handleProps };
}
