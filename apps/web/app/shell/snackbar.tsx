import { mdiClose } from '@mdi/js';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';

export type SnackbarColor = 'success' | 'error' | 'warning' | 'info';
export type SnackbarLocation =
  | 'bottom right'
  | 'bottom left'
  | 'bottom center'
  | 'bottom'
  | 'top right'
  | 'top left'
  | 'top center'
  | 'top';

export interface SnackbarOptions {
  message: string;
  color?: SnackbarColor;
  /** Milliseconds; default 4000. 0 or less keeps it open until closed. */
  timeout?: number;
  /** Lets a long message wrap over several lines. */
  multiline?: boolean;
  /** Puts the Close action under the message. */
  vertical?: boolean;
  location?: SnackbarLocation;
}

interface Snackbar extends Required<SnackbarOptions> {
  id: number;
  open: boolean;
}

interface SnackbarState {
  current: Snackbar | null;
  show: (options: SnackbarOptions) => void;
  close: () => void;
}

let nextId = 1;

/** One snackbar at a time; a new one replaces the one showing. */
export const useSnackbarStore = create<SnackbarState>()((set) => ({
  current: null,
  show: ({ message, color = 'info', timeout = 4000, multiline = false, vertical = false, location = 'bottom right' }) =>
    set({ current: { id: nextId++, open: true, message, color, timeout, multiline, vertical, location } }),
  close: () => set((state) => (state.current ? { current: { ...state.current, open: false } } : state)),
}));

/** Show a snackbar from anywhere (components, event handlers, stores). */
export function showSnackbar(options: SnackbarOptions): void {
  useSnackbarStore.getState().show(options);
}

/** `const { showSnackbar, closeSnackbar } = useSnackbar()` */
export function useSnackbar() {
  return { showSnackbar, closeSnackbar: useSnackbarStore.getState().close };
}

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

/** Rendered once by the shell inside <Toast.Provider>. */
export function SnackbarHost() {
  const { t } = useTranslation('common');
  const current = useSnackbarStore((state) => state.current);
  const close = useSnackbarStore((state) => state.close);
  const location = current?.location ?? 'bottom right';
  return (
    <>
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
            aria-label={t('snackbar.close')}
            className={cx(
              'inline-flex items-center gap-1 self-end rounded-full px-2.5 py-1 text-sm font-semibold uppercase tracking-wide hover:bg-black/10',
              !current.vertical && 'self-center',
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
    </>
  );
}
