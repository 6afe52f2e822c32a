import { mdiClose } from '@mdi/js';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useReturnFocus } from '../../ui/use-return-focus.ts';

/** The API's limit for a reason (`notes`). */
export const MAX_REASON_LENGTH = 500;

/** A reason's problem, or null: required, at most 500 characters (after trimming, as the API counts). */
export function reasonProblem(reason: string): 'required' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (!trimmed) return 'required';
  return trimmed.length > MAX_REASON_LENGTH ? 'tooLong' : null;
}

/**
 * Rejecting, cancelling or failing an order asks why, in words the diner will read on their
 * order page. The confirm button is in the error colour; closing while the move is on its way is
 * refused, so the answer is not lost.
 */
export function ReasonDialog({
  open,
  title,
  confirmText,
  busy,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  title: string;
  confirmText: string;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const id = useId();
  const problem = reasonProblem(reason);
  const shownProblem = tried || problem === 'tooLong' ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem) onConfirm(reason.trim());
  };
  const change = (next: boolean) => {
    if (busy && !next) return;
    if (!next) {
      setReason('');
      setTried(false);
    }
    onOpenChange(next);
  };

  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[80] grid items-end overflow-y-auto bg-black/50 pt-10 backdrop-blur-[2px] sm:place-items-center sm:p-6">
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            className="pop-in relative w-full rounded-t-3xl bg-surface p-6 text-text shadow-card-hover outline-none sm:max-w-lg sm:rounded-3xl"
          >
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-display text-2xl font-semibold">{title}</Dialog.Title>
              <Dialog.Close asChild disabled={busy}>
                <IconButton label={t('reason.close')} className="-mr-2 -mt-1">
                  <Icon path={mdiClose} size={22} />
                </IconButton>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-text-muted">{t('reason.description')}</Dialog.Description>
            <form noValidate onSubmit={submit} className="mt-5">
              <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold">
                {t('reason.label')}
              </label>
              <textarea
                id={`${id}-reason`}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                rows={4}
                autoFocus
                placeholder={t('reason.placeholder')}
                aria-invalid={shownProblem ? true : undefined}
                aria-describedby={`${id}-hint`}
                className={inputClasses(Boolean(shownProblem), 'min-h-28 resize-y py-3')}
              />
              <p id={`${id}-hint`} className="mt-1.5 flex justify-between gap-4 text-sm">
                <span className={shownProblem ? 'font-medium text-error' : 'text-text-muted'}>
                  {shownProblem === 'required' ? t('reason.required') : shownProblem === 'tooLong' ? t('reason.tooLong', { max: MAX_REASON_LENGTH }) : t('reason.hint')}
                </span>
                <span className={cx('shrink-0 tabular-nums', reason.trim().length > MAX_REASON_LENGTH ? 'font-semibold text-error' : 'text-text-muted')}>
                  {t('reason.count', { count: reason.trim().length, max: MAX_REASON_LENGTH })}
                </span>
              </p>
              <div className="mt-6 flex flex-wrap justify-end gap-2">
                <Button variant="text" onClick={() => change(false)} disabled={busy}>
                  {t('reason.back')}
                </Button>
                <Button type="submit" variant="danger" loading={busy}>
                  {confirmText}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
