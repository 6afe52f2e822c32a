/** The storefront's confirm / alert dialog: one at a time, shown by the shell's DialogHost. */
import { create } from 'zustand';

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
  /** The confirm button does something that cannot be undone (cancel an order): drawn in the error colour. */
  destructive?: boolean;
}

export interface OpenDialog extends ConfirmDialogOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  current: OpenDialog | null;
}

export const useDialogStore = create<DialogState>()(() => ({ current: null }));
let nextId = 1;

/** Closes the open dialog with an answer. */
export function settleDialog(confirmed: boolean) {
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
  settleDialog(false);
  return new Promise<boolean>((resolve) => {
    useDialogStore.setState({ current: { ...options, id: nextId++, resolve } });
  });
}

/** `const confirm = useDialog(); if (await confirm({...})) ...` */
export function useDialog() {
  return confirmDialog;
}
