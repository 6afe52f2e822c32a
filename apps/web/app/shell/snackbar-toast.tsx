import { mdiClose } from '@mdi/js';
import { Toast } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { useSnackbarStore, type SnackbarColor } from '../lib/snackbar.ts';
import { coverAt, placeSnackbar, type Placement } from './snackbar-placement.ts';

const COLORS: Record<SnackbarColor, string> = {
  success: 'bg-success text-on-success',
  error: 'bg-error text-on-error',
  warning: 'bg-warning text-on-warning',
  info: 'bg-info text-on-info',
};

/** The snackbar UI (Radix Toast), loaded on first use by SnackbarHost. */
export default function SnackbarToast() {
  const { t } = useTranslation('common');
  const current = useSnackbarStore((state) => state.current);
  const close = useSnackbarStore((state) => state.close);
  const location = current?.location ?? 'bottom right';
  const [place, setPlace] = useState<Placement | null>(null);
  const viewport = useRef<HTMLOListElement>(null);
  const id = current?.id;
  // Placed before it is shown (hidden until then), and again when what lies under it changes (a
  // scroll, a dialog opening, the window resized) and it now covers something the diner may press.
  useLayoutEffect(() => {
    const list = viewport.current;
    if (id === undefined || !list) return;
    setPlace(null);
    const padding = parseFloat(getComputedStyle(list).paddingTop) || 0;
    let placed: Placement | null = null;
    let frame = 0;
    const update = () => {
      // The toast is drawn into the list once Radix knows it (possibly a render later).
      const toast = list.firstElementChild;
      if (!toast) return;
      // Its height at a width (it wraps), measured in place and put back.
      const measure = (width: number) => {
        const before = list.style.maxWidth;
        list.style.maxWidth = `${width}px`;
        const { height } = toast.getBoundingClientRect();
        list.style.maxWidth = before;
        return height;
      };
      if (placed && coverAt(placed, measure, padding) === 0) return;
      placed = placeSnackbar(location, measure, padding);
      setPlace(placed);
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    update();
    const changes = new MutationObserver(() => (placed ? later() : update()));
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'data-state', 'hidden'] });
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [id, location]);
  const horizontal = place?.horizontal ?? location.split(' ')[1] ?? 'center';
  const vertical = place?.vertical ?? (location.startsWith('top') ? 'top' : 'bottom');
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
        ref={viewport}
        className={cx(
          'pointer-events-none fixed z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6',
          horizontal === 'left' ? 'left-0' : horizontal === 'right' ? 'right-0' : 'left-1/2 -translate-x-1/2',
        )}
        data-snackbar-viewport=""
        data-placement={`${vertical} ${horizontal}`}
        style={{ [vertical]: place?.offset ?? 0, maxWidth: place?.width, visibility: place ? undefined : 'hidden' }}
      />
    </Toast.Provider>
  );
}
