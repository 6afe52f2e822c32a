/**
 * A row's reorder controls: a grip to drag with a pointer (hidden from the keyboard and screen
 * readers, which use the buttons) and Move up / Move down.
 */
import { mdiChevronDown, mdiChevronUp, mdiDragVertical } from '@mdi/js';
import type { HTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { IconButton } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

const arrow = 'size-11 text-text-muted hover:text-text disabled:opacity-35';

export function DragGrip({ name, className, ...handle }: { name: string } & HTMLAttributes<HTMLSpanElement>) {
  const { t } = useTranslation('staffMenu');
  return (
    <span aria-hidden="true" title={t('drag', { name })} className={cx('flex h-11 w-7 shrink-0 cursor-grab items-center justify-center text-text-muted active:cursor-grabbing', className)} {...handle}>
      <Icon path={mdiDragVertical} size={22} />
    </span>
  );
}

export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (to: number) => void }) {
  const { t } = useTranslation('staffMenu');
  return (
    <span className="flex shrink-0">
      <IconButton label={t('moveUp', { name })} className={arrow} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <Icon path={mdiChevronUp} size={22} />
      </IconButton>
      <IconButton label={t('moveDown', { name })} className={arrow} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <Icon path={mdiChevronDown} size={22} />
      </IconButton>
    </span>
  );
}
