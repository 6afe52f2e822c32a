import { mdiClose } from '@mdi/js';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { useSnackbarStore, type SnackbarColor, type SnackbarLocation } from '../lib/snackbar.ts';

const COLORS: Record<SnackbarColor, string> = {
  success: 'bg-success text-white',
  error: 'bg-error text-white',
  warning: 'bg-warning text-black/85',
  info: 'bg-info text-white',
};

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
            className={cx('min-w-0 flex-1 text-sm font-medium leading-snug', current.multiline ? 'whitespace-pre-line' : 'truncate')}
          >
            {current.message}
          </Toast.Description>
          <Toast.Close
            className={cx(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold uppercase tracking-wide hover:bg-black/10',
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
      />
    </Toast.Provider>
  );
}
