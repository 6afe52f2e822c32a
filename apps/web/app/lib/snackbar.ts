/** The storefront's snackbar: one message at a time, shown by the shell's SnackbarHost. */
import { create } from 'zustand';

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

export interface Snackbar extends Required<SnackbarOptions> {
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

export function closeSnackbar(): void {
  useSnackbarStore.getState().close();
}

/** `const { showSnackbar, closeSnackbar } = useSnackbar()` */
export function useSnackbar() {
  return { showSnackbar, closeSnackbar };
}
