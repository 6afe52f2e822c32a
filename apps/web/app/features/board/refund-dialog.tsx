import { mdiClose } from '@mdi/js';
import { formatPrice, PAYMENT_MESSAGES, toMajor, toMinor, type Minor, type Order, type RefundBody } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { refundOrder } from '../../lib/api/refund-order.ts';
import { staffKeys } from '../../lib/api/query-keys.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { storeBoardOrder } from '../../staff-area/board-cache.ts';
import { MAX_REASON_LENGTH, reasonProblem } from './reason-dialog.tsx';
import { RefundItems } from './refund-items.tsx';
import { SEGMENT_TRAY, segmentClasses } from '../../staff-area/segments.ts';
import { paidMinorOf, refundableOf, refundAmountOf, refundBodyOf, type RefundProblem, type RefundQuantities, type RefundWay } from './refund-model.ts';

const WAYS: readonly RefundWay[] = ['full', 'amount', 'items'];

/** A refusal's field errors, by what the dialog shows them under; the rest is said above the buttons. */
interface Refusal {
  message: string | null;
  amount: string | null;
  lines: string | null;
  reason: string | null;
}

function refusalOf(error: unknown, unreachable: string): Refusal {
  const refusal: Refusal = { message: null, amount: null, lines: null, reason: null };
  const others: string[] = [];
  if (error instanceof ApiRequestError) {
    for (const { field, message } of error.fieldErrors) {
      const key = field === 'amount' ? 'amount' : field === 'reason' ? 'reason' : field?.startsWith('lines') ? 'lines' : null;
      if (key && !refusal[key]) refusal[key] = message;
      else if (!key) others.push(message);
    }
  }
  const placed = refusal.amount || refusal.lines || refusal.reason;
  refusal.message = placed && others.length === 0 ? null : others.length > 0 ? others.join(' ') : failureMessage(error, { unreachable });
  return refusal;
}

/**
 * Refund order #… (Owner and Manager, a paid card order): in full (everything still refundable),
 * an amount (up to that), or chosen items (their share, previewed with the domain's
 * `refundForLines`), always with a reason the diner reads. The button says how much ('Refund
 * £12.50'). The API's refusal is said here, the dialog kept open (a 409 also fetches the board
 * again: someone else may have refunded meanwhile). On success the order on the board carries the
 * new refund (Pending, until the provider's answer arrives live) and the dialog closes. Loaded
 * only when opened.
 */
export default function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const id = useId();
  const [way, setWay] = useState<RefundWay>('full');
  const [amountText, setAmountText] = useState('');
  const [quantities, setQuantities] = useState<RefundQuantities>({});
  const [reason, setReason] = useState('');
  const [includeTip, setIncludeTip] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Opened by the Refund button: focus goes back there, or (once the order has nothing left to refund) to the order.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
    else document.querySelector<HTMLElement>('[data-testid="order-details"]')?.focus();
  };

  const mutation = useMutation({
    mutationFn: (body: RefundBody) => refundOrder(order._id, body),
    onSuccess: (answer) => {
      storeBoardOrder(queryClient, answer.data.order);
      showSnackbar({ message: answer.message ?? PAYMENT_MESSAGES.refundRequested, color: 'success', timeout: 3000 });
      onClose();
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      setRefusal(refusalOf(error, t('refund.failed')));
      if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: staffKeys.board() });
    },
  });
  const busy = mutation.isPending;

  const symbol = order.currency.symbol;
  const price = (minor: Minor) => formatPrice(toMajor(minor), symbol);
  const refundable = refundableOf(order);
  const choice = { way, amountText, quantities, includeTip };
  const { amountMinor, problem } = refundAmountOf(order, choice);
  const reasonIssue = reasonProblem(reason);
  const problemText = (p: RefundProblem) => t(`refund.problems.${p}`, { amount: price(refundable) });
  // Typing too much is said at once; what is missing, once Refund was pressed.
  const shownProblem = problem && (tried || problem === 'amountTooLarge' || problem === 'itemsTooLarge') ? problemText(problem) : null;
  const shownReason = tried || reasonIssue === 'tooLong' ? reasonIssue : null;
  const amountError = way === 'amount' ? (shownProblem ?? refusal?.amount ?? null) : null;
  const itemsError = way === 'items' ? (shownProblem ?? refusal?.lines ?? null) : null;
  const reasonError = shownReason === 'required' ? t('refund.reasonRequired') : shownReason === 'tooLong' ? t('refund.reasonTooLong', { max: MAX_REASON_LENGTH }) : (refusal?.reason ?? null);

  // The amount's own field says how much it can be.
  const wayHint = way === 'full' ? t('refund.fullHint', { amount: price(amountMinor ?? 0) }) : way === 'items' ? t('refund.itemsHint') : null;

  const change = (next: boolean) => {
    if (!next && !busy) onClose();
  };
  const choose = (next: RefundWay) => {
    setWay(next);
    setRefusal(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem || reasonIssue || amountMinor === null) {
      const first = problem ? (way === 'amount' ? `${id}-amount` : `${id}-items`) : `${id}-reason`;
      const field = document.getElementById(first);
      (field?.querySelector<HTMLElement>('input') ?? field)?.focus();
      return;
    }
    setRefusal(null);
    mutation.mutate(refundBodyOf(choice, amountMinor, reason, includeTip));
  };

  return (
    <Dialog.Root open onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[80] grid items-end overflow-y-auto bg-black/50 pt-10 backdrop-blur-[2px] sm:place-items-center sm:p-6">
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            className="pop-in relative w-full rounded-t-3xl bg-surface p-5 text-text shadow-card-hover outline-none sm:max-w-lg sm:rounded-3xl sm:p-6" data-testid="refund-dialog">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-display text-xl font-semibold sm:text-2xl">{t('refund.title', { orderNumber: order.orderNumber })}</Dialog.Title>
              <Dialog.Close asChild disabled={busy}>
                <IconButton label={t('refund.close')} className="-mr-2 -mt-1">
                  <Icon path={mdiClose} size={22} />
                </IconButton>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1.5 text-sm leading-relaxed text-text-muted">{t('refund.description')}</Dialog.Description>
            <p className="mt-2 text-sm font-semibold tabular-nums" data-testid="refund-refundable">
              {t('refund.paid', { paid: price(paidMinorOf(order)), refundable: price(refundable) })}
            </p>
            <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
              <fieldset aria-describedby={wayHint ? `${id}-way-hint` : undefined}>
                <legend className="mb-1.5 text-sm font-semibold">{t('refund.how')}</legend>
                <div className={cx('grid grid-cols-3 gap-1', SEGMENT_TRAY)}>
                  {WAYS.map((option) => (
                    <label
                      key={option}
                      className={segmentClasses(
                        way === option,
                        'flex min-h-11 cursor-pointer items-center justify-center whitespace-nowrap px-1 text-center text-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/25 sm:text-base',
                      )}
                    >
                      <input type="radio" name={`${id}-way`} value={option} checked={way === option} onChange={() => choose(option)} className="sr-only" />
                      {t(`refund.${option}`)}
                    </label>
                  ))}
                </div>
                {wayHint ? (
                  <p id={`${id}-way-hint`} className="mt-1.5 text-sm text-text-muted">
                    {wayHint}
                  </p>
                ) : null}
              </fieldset>

              {way === 'full' && order.tipAmount > 0 ? (
                <label className="flex min-h-11 items-center gap-3 text-sm" data-testid="refund-include-tip">
                  <input type="checkbox" checked={includeTip} onChange={(event) => setIncludeTip(event.target.checked)} className="size-5 accent-primary" />
                  {t('refund.includeTip', { amount: price(toMinor(order.tipAmount)) })}
                </label>
              ) : null}

              {way === 'amount' ? (
                <div id={`${id}-amount`}>
                  <label htmlFor={`${id}-amount-input`} className="mb-1.5 block text-sm font-semibold">
                    {t('refund.amountLabel', { symbol })}
                  </label>
                  <input
                    id={`${id}-amount-input`}
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    max={toMajor(refundable)}
                    value={amountText}
                    onChange={(event) => setAmountText(event.target.value)}
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={`${id}-amount-message`}
                    className={inputClasses(Boolean(amountError), 'tabular-nums')}
                  />
                  <p id={`${id}-amount-message`} className={cx('mt-1.5 text-sm', amountError ? 'font-medium text-error' : 'text-text-muted')}>
                    {amountError ?? t('refund.amountMax', { amount: price(refundable) })}
                  </p>
                </div>
              ) : null}

              {way === 'items' ? (
                <div id={`${id}-items`}>
                  <RefundItems order={order} quantities={quantities} onChange={setQuantities} error={itemsError} errorId={`${id}-items-message`} />
                  <p id={`${id}-items-message`} className={cx('mt-1.5 text-sm', itemsError ? 'font-medium text-error' : 'text-text-muted')} aria-live="polite">
                    {itemsError ?? (amountMinor !== null ? t('refund.comesTo', { amount: price(amountMinor) }) : null)}
                  </p>
                </div>
              ) : null}

              <div>
                <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-semibold">
                  {t('refund.reasonLabel')}
                </label>
                <textarea
                  id={`${id}-reason`}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  rows={3}
                  placeholder={t('refund.reasonPlaceholder')}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={`${id}-reason-message`}
                  className={inputClasses(Boolean(reasonError), 'min-h-24 resize-y py-3')}
                />
                <p id={`${id}-reason-message`} className="mt-1.5 flex justify-between gap-4 text-sm">
                  <span className={reasonError ? 'font-medium text-error' : 'text-text-muted'}>{reasonError ?? t('refund.reasonHint')}</span>
                  <span className={cx('shrink-0 tabular-nums', reason.trim().length > MAX_REASON_LENGTH ? 'font-semibold text-error' : 'text-text-muted')}>
                    {t('reason.count', { count: reason.trim().length, max: MAX_REASON_LENGTH })}
                  </span>
                </p>
              </div>

              {refusal?.message ? (
                <Alert tone="error" className="py-3">
                  <span data-testid="refund-error">{refusal.message}</span>
                </Alert>
              ) : null}

              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="text" onClick={() => change(false)} disabled={busy}>
                  {t('refund.back')}
                </Button>
                <Button type="submit" variant="primary" loading={busy} data-testid="refund-submit">
                  {amountMinor !== null && amountMinor > 0 ? t('refund.submit', { amount: price(amountMinor) }) : t('refund.submitPlain')}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
