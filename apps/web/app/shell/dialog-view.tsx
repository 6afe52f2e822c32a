import { Dialog } from 'radix-ui';
import { useTranslation } from '../i18n/react.tsx';
import { Button } from '../ui/button.tsx';
import { useReturnFocus } from '../ui/use-return-focus.ts';
import { settleDialog, useDialogStore } from '../lib/dialog.ts';

/** The confirm / alert / info dialog (Radix Dialog), loaded on first use by DialogHost. */
export default function DialogView() {
  const { t } = useTranslation('common');
  const current = useDialogStore((state) => state.current);
  const type = current?.type ?? 'confirm';
  const showCancel = current ? (current.showCancel ?? type === 'confirm') : false;
  const persistent = current?.persistent ?? false;
  // Focus goes back to the button that asked when the dialog closes.
  const returnFocus = useReturnFocus(current?.id);
  return (
    <Dialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        if (!open) settleDialog(false);
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
          onCloseAutoFocus={returnFocus}
        >
          <Dialog.Title className="font-display text-xl font-semibold">{current?.title}</Dialog.Title>
          <Dialog.Description className="mt-3 whitespace-pre-line leading-relaxed text-text-muted">
            {current?.message}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {showCancel ? (
              <Button variant="text" onClick={() => settleDialog(false)}>
                {current?.cancelText ?? t('dialog.cancel')}
              </Button>
            ) : null}
            <Button
              // Destructive (cancel an order): the error colour, with the theme's text-on-error.
              variant={current?.destructive ? 'danger' : 'primary'}
              onClick={() => settleDialog(true)}
            >
              {current?.confirmText ?? (type === 'confirm' ? t('dialog.confirm') : t('dialog.ok'))}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
