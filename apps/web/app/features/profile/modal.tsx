import { mdiClose } from '@mdi/js';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../../ui/button.tsx';
import { useReturnFocus } from '../../ui/use-return-focus.ts';
import { Icon } from '../../ui/icon.tsx';

/**
 * A form dialog (Radix Dialog): title, description, scrolling body on small screens. Closing
 * while `busy` is refused, so a request in flight is not cut off from its form.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  // Opened from a button on the page, not a Radix Trigger: focus returns to that button on close.
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[80] grid items-end overflow-y-auto bg-black/50 pt-10 backdrop-blur-[2px] sm:place-items-center sm:p-6">
          <Dialog.Content
            {...(description ? {} : { 'aria-describedby': undefined })}
            onEscapeKeyDown={(event) => {
              // Escape in an open combobox closes its list, not the dialog.
              const focused = document.activeElement;
              if (focused?.getAttribute('role') === 'combobox' && focused.getAttribute('aria-expanded') === 'true') event.preventDefault();
            }}
            onCloseAutoFocus={returnFocus}
            className="pop-in relative w-full rounded-t-3xl bg-surface p-6 text-text shadow-card-hover outline-none sm:max-w-lg sm:rounded-3xl sm:p-8"
          >
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="font-display text-2xl font-semibold">{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-text-muted">{description}</Dialog.Description>
                ) : null}
              </div>
              <Dialog.Close asChild disabled={busy}>
                <IconButton label={closeLabel} className="-mr-2 -mt-1">
                  <Icon path={mdiClose} size={22} />
                </IconButton>
              </Dialog.Close>
            </div>
            <div className="mt-6">{children}</div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
