/**
 * The offer form (Owner and Manager), with what diners will see previewed beside it (under it on a
 * phone). Save sends the whole offer with the version it was read at: a refusal's field errors land
 * beside their fields and the first is focused; a 409 STALE_EDIT says who saved first and offers
 * Reload (theirs replaces the form) or Keep my changes (saved over theirs), as the dish form does.
 */
import { currentLanguage } from '../../../i18n/index.ts';
import { mdiArrowLeft } from '@mdi/js';
import { editablePromotionSchema, type EditablePromotion, type PromotionKind } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isSessionEnded } from '../../../lib/form-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { StaleNotice, type Stale } from '../../../staff-area/stale-notice.tsx';
import { createOffer, getOffers, storeOffer, updateOffer } from './api.ts';
import { OfferFields } from './offer-fields.tsx';
import { StateBadge, Uses } from './offer-list.tsx';
import { blankDraft, bodyOf, draftOf, draftProblems, refusalErrors, type FieldErrors, type OfferDraft } from './offer-form-model.ts';
import { OfferPreview } from './offer-preview.tsx';
import { offerKeys } from '../../../lib/api/query-keys.ts';

function focusFirstProblem(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-problem]');
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

function staleOf(error: unknown): Stale<EditablePromotion> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body?.code !== 'STALE_EDIT') return null;
  const current = editablePromotionSchema.safeParse(error.body.current);
  return { message: error.message, current: current.success ? current.data : null };
}

export function OfferEditor({
  promotion,
  kind,
  symbol,
  timeZone,
  onClose,
}: {
  /** The offer to edit; null for a new one of `kind`. */
  promotion: EditablePromotion | null;
  kind: PromotionKind;
  symbol: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staffOffers');
  const queryClient = useQueryClient();
  const formId = useId().replace(/:/g, '');
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<OfferDraft>(() => (promotion ? draftOf(promotion, timeZone) : blankDraft(kind)));
  const [original, setOriginal] = useState(promotion);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTurn, setFocusTurn] = useState(0);
  const [stale, setStale] = useState<Stale<EditablePromotion> | null>(null);
  const [reloading, setReloading] = useState(false);
  const texts = {
    nameRequired: t('form.nameRequired'),
    percentInvalid: t('form.percentInvalid'),
    amountInvalid: t('form.amountInvalid'),
    codeInvalid: t('form.codeInvalid'),
    pointsInvalid: t('form.pointsInvalid'),
    quantityInvalid: t('form.quantityInvalid'),
    dishesRequired: t('form.dishesRequired'),
    untilBeforeFrom: t('form.untilBeforeFrom'),
    minOrderInvalid: t('form.minOrderInvalid'),
    limitInvalid: t('form.limitInvalid'),
  };

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (focusTurn > 0) focusFirstProblem(form.current);
  }, [focusTurn]);

  const save = useMutation({
    mutationFn: (atVersion: number) => {
      const body = bodyOf(draft, original, timeZone);
      return original ? updateOffer(original._id, { version: atVersion, ...body }) : createOffer(body);
    },
    onSuccess: (saved) => {
      storeOffer(queryClient, saved);
      showSnackbar({ message: original ? t('form.saved', { name: saved.name }) : t('form.created', { name: saved.name }), color: 'success', timeout: 2500 });
      onClose();
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const conflict = staleOf(error);
      if (conflict) {
        setStale(conflict);
        return;
      }
      setErrors(refusalErrors(error, t('saveFailed')));
      setFocusTurn((turn) => turn + 1);
    },
  });
  const busy = save.isPending || reloading;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, texts);
    setErrors(problems);
    setStale(null);
    if (Object.keys(problems).length > 0) {
      setFocusTurn((turn) => turn + 1);
      return;
    }
    save.mutate(original?.version ?? 0);
  }

  /** The offer as saved now: the list fetched again, else as the 409 carried it. */
  async function fetchCurrent(): Promise<EditablePromotion | null> {
    if (!original) return null;
    try {
      const list = await queryClient.fetchQuery({ queryKey: offerKeys.list(), queryFn: getOffers, staleTime: 0 });
      return list.find((p) => p._id === original._id) ?? stale?.current ?? null;
    } catch {
      return stale?.current ?? null;
    }
  }

  async function reload() {
    setReloading(true);
    const current = await fetchCurrent();
    setReloading(false);
    if (!current) return;
    storeOffer(queryClient, current);
    setDraft(draftOf(current, timeZone));
    setOriginal(current);
    setErrors({});
    setStale(null);
    showSnackbar({ message: t('stale.reloaded'), color: 'info', timeout: 2500 });
    heading.current?.focus();
  }

  async function keepMine() {
    const current = stale?.current ?? (await fetchCurrent());
    if (!current) return;
    setStale(null);
    save.mutate(current.version);
  }

  const change = (next: Partial<OfferDraft>) => setDraft((old) => ({ ...old, ...next }));
  const general = errors[''];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== '');
  const lastEdit = original ? formatInZone(original.updatedAt, 'stamp', timeZone, currentLanguage()) : null;

  return (
    <section aria-labelledby={`${formId}-title`} className="flex flex-col gap-4" data-testid="offer-editor">
      <div>
        <Button variant="text" onClick={onClose} disabled={busy} className="-ml-3">
          <Icon path={mdiArrowLeft} size={20} />
          {t('form.back')}
        </Button>
      </div>
      <h2 id={`${formId}-title`} ref={heading} tabIndex={-1} className="scroll-mt-44 font-display text-2xl font-semibold tracking-tight outline-none lg:scroll-mt-24">
        {original ? t('form.editTitle', { name: original.name }) : t('form.newTitle')}
      </h2>
      {original && lastEdit ? (
        <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <StateBadge state={original.state} />
          <Uses offer={original} />
          <p className="text-sm text-text-muted">
            {original.updatedBy ? t('form.lastEdit', { name: original.updatedBy.name, when: lastEdit }) : t('form.lastEditNoName', { when: lastEdit })}
          </p>
        </div>
      ) : null}
      {stale ? (
        <StaleNotice
          stale={stale}
          busy={busy}
          onReload={() => void reload()}
          onKeep={() => void keepMine()}
          texts={{ title: t('stale.title'), reload: t('stale.reload'), keep: t('stale.keep') }}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form ref={form} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-describedby={general ? `${formId}-problem` : undefined}>
          <OfferFields formId={formId} draft={draft} symbol={symbol} timeZone={timeZone} errors={errors} onChange={change} />
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-border/70 bg-background/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
            {general || hasFieldErrors ? (
              <p id={`${formId}-problem`} tabIndex={-1} data-form-problem={general && !hasFieldErrors ? true : undefined} role="alert" className="text-sm font-medium text-error outline-none">
                {general ?? t('form.fixErrors')}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {original ? t('form.save') : t('form.create')}
              </Button>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('form.cancel')}
              </Button>
            </div>
          </div>
        </form>
        <aside aria-label={t('form.preview')} className="lg:sticky lg:top-20">
          <h3 className="mb-2 text-sm font-bold tracking-wide text-text-muted">{t('form.preview')}</h3>
          <OfferPreview draft={draft} original={original} symbol={symbol} timeZone={timeZone} />
        </aside>
      </div>
    </section>
  );
}
