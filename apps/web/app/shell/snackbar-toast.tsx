import { mdiClose } from '@mdi/js';
import { Toast } from 'radix-ui';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { useSnackbarStore, type SnackbarColor, type SnackbarLocation } from '../lib/snackbar.ts';

const COLORS: Record<SnackbarColor, string> = {
  success: 'bg-success text-on-success',
  error: 'bg-error text-on-error',
  warning: 'bg-warning text-on-warning',
  info: 'bg-info text-on-info',
};

/**
 * Height of whatever is fixed or stuck to the bottom of the window (the phone's Add to Cart
 * bar, the basket bar), so a bottom snackbar sits above it instead of covering it.
 */
function bottomBarHeight(): number {
  let top = window.innerHeight;
  // Points along the bottom edge, and a little above it for bars that float (the desktop add panel).
  for (const y of [window.innerHeight - 2, window.innerHeight - 24]) {
    for (const x of [8, window.innerWidth / 2, window.innerWidth - 8]) {
      const hit = document.elementsFromPoint(x, y).find((el) => !el.closest('[data-snackbar-viewport]'));
      for (let el: Element | null = hit ?? null; el && el !== document.body; el = el.parentElement) {
        const { position } = getComputedStyle(el);
        if (position === 'fixed' || position === 'sticky') {
          const rect = el.getBoundingClientRect();
          // A bar held at the bottom, not a tall sticky column that happens to reach it.
          if (rect.bottom >= window.innerHeight - 32 && rect.height < window.innerHeight * 0.4) top = Math.min(top, rect.top);
          break;
        }
      }
    }
  }
  return Math.max(0, window.innerHeight - top);
}

function viewportPosition(location: SnackbarLocation): string {
  const [vertical, horizontal = 'center'] = location.split(' ');
  return cx(
    vertical === 'top' ? 'top-0' : 'bottom-0',
    horizontal === 'left' ? 'left-0' : horizontal === 'right' ? 'right-0' : 'left-1/2 -translate-x-1/2',
  );
}

/** The snackbar UI (Radix Toast), loaded on first use by SnackbarHost. */
export default function SnackbarToast() {
  const { t } = useTranslation('common');
  const current = useSnackbarStore((state) => state.current);
  const close = useSnackbarStore((state) => state.close);
  const location = current?.location ?? 'bottom right';
  const horizontal = location.split(' ')[1];
  const bottom = !location.startsWith('top');
  const [lift, setLift] = useState(0);
  const id = current?.id;
  useLayoutEffect(() => {
    if (id !== undefined && bottom) setLift(bottomBarHeight());
  }, [id, bottom]);
  return (
    <Toast.Provider swipeDirection={horizontal === 'left' ? 'left' : 'right'} label={t('snackbar.region')}>
      {current ? (
        <Toast.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          duration={current.timeout > 0 ? current.timeout : Number.POSITIVE_INFINITY}
          type={current.color === 'error' || current.color === 'warning' ? 'foreground' : 'background'}
          className={cx(
            'toast pointer-events-auto flex w-full gap-2 rounded-xl px-4 py-3 shadow-card-hover',
            current.vertical ? 'flex-col items-stretch' : 'items-center',
            COLORS[current.color],
          )}
        >
          <Toast.Description
            className={cx('min-w-0 flex-1 text-sm font-medium leading-snug break-words', current.multiline ? 'whitespace-pre-line' : null)}
          >
            {current.message}
          </Toast.Description>
          <Toast.Close
            className={cx(
              'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold uppercase tracking-wide hover:bg-black/10',
              current.vertical ? 'self-end' : 'self-center',
            )}
          >
            <Icon path={mdiClose} size={16} />
            {t('snackbar.close')}
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        className={cx(
          'fixed z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6',
          viewportPosition(location),
        )}
        data-snackbar-viewport=""
        style={bottom && lift > 0 ? { bottom: lift } : undefined}
      />
    </Toast.Provider>
  );
}
