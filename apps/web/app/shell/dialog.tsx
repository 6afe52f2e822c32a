import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { Button } from '../ui/button.tsx';

export type DialogType = 'confirm' | 'alert' | 'info';

export interface ConfirmDialogOptions {
  type?: DialogType;
  title: string;
  message: string;
  /** Defaults: 'Confirm' for confirm, 'OK' for alert / info. */
  confirmText?: string;
  /** Default 'Cancel'. */
  cancelText?: string;
  /** Alert and info hide the cancel button unless this is true. */
  showCancel?: boolean;
  /** Clicking outside or Escape does not close it. */
  persistent?: boolean;
  /** Pixels; default 500. */
  maxWidth?: number;
}

interface OpenDialog extends ConfirmDialogOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  current: OpenDialog | null;
}

const useDialogStore = create<DialogState>()(() => ({ current: null }));
let nextId = 1;

function settle(confirmed: boolean) {
  const { current } = useDialogStore.getState();
  if (!current) return;
  useDialogStore.setState({ current: null });
  current.resolve(confirmed);
}

/**
 * Opens a dialog and resolves true on confirm, false on cancel / outside click / Escape.
 * A new dialog replaces (and resolves false) one that is still open.
 */
export function confirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  settle(false);
  return new Promise<boolean>((resolve) => {
    useDialogStore.setState({ current: { ...options, id: nextId++, resolve } });
  });
}

/** `const confirm = useDialog(); if (await confirm({...})) ...` */
export function useDialog() {
  return confirmDialog;
}

/** Rendered once by the shell. */
export function DialogHost() {
  const { t } = useTranslation('common');
  const current = useDialogStore((state) => state.current);
  const type = current?.type ?? 'confirm';
  const showCancel = current ? (current.showCancel ?? type === 'confirm') : false;
  const persistent = current?.persistent ?? false;
  return (
    <Dialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[90] bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          key={current?.id}
          style={{ maxWidth: current?.maxWidth ?? 500 }}
          className="pop-in fixed left-1/2 top-1/2 z-[91] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 text-text shadow-card-hover outline-none"
          onPointerDownOutside={(event) => {
            if (persistent) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (persistent) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (persistent) event.preventDefault();
          }}
        >
          <Dialog.Title className="font-display text-xl font-semibold">{current?.title}</Dialog.Title>
          <Dialog.Description className="mt-3 whitespace-pre-line leading-relaxed text-text-muted">
            {current?.message}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {showCancel ? (
              <Button variant="text" onClick={() => settle(false)}>
                {current?.cancelText ?? t('dialog.cancel')}
              </Button>
            ) : null}
            <Button variant="primary" onClick={() => settle(true)}>
              {current?.confirmText ?? (type === 'confirm' ? t('dialog.confirm') : t('dialog.ok'))}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
