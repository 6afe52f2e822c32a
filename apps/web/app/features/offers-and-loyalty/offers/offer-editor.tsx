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
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { localized } from '../../../lib/localized-resolver.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { StaleNotice } from '../../../staff-area/stale-notice.tsx';
import { errorAt } from '../../../staff-area/use-settings-form.ts';
import { useVersionedEditor } from '../../../staff-area/use-versioned-editor.ts';
import { createOffer, getOffers, storeOffer, updateOffer } from './api.ts';
import { OfferFields } from './offer-fields.tsx';
import { StateBadge, Uses } from './offer-list.tsx';
import { blankDraft, bodyOf, draftOf, offerForm, refusalErrors, type OfferDraft } from './offer-form-model.ts';
import { OfferPreview } from './offer-preview.tsx';
import { offerKeys } from '../../../lib/api/query-keys.ts';

type OfferBody = ReturnType<typeof bodyOf>;

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
  // The draft (what the fields hold) is the form's values; the owner's-words checks and then the
  // domain's schema judge it on Save (`useVersionedEditor`).
  const { editor, form, heading, original, general, stale, reloading, save, submit, reload, keepMine } = useVersionedEditor<EditablePromotion, OfferDraft, OfferBody>({
    entity: promotion,
    defaultValues: promotion ? draftOf(promotion, timeZone) : blankDraft(kind),
    resolver: (current) => localized(zodResolver(offerForm(current, timeZone, texts))) as Resolver<OfferDraft, unknown, OfferBody>,
    draftOf: (current) => draftOf(current, timeZone),
    bodyOf: (values, current) => bodyOf(values, current, timeZone),
    currentSchema: editablePromotionSchema,
    fetchAll: () => queryClient.fetchQuery({ queryKey: offerKeys.list(), queryFn: getOffers, staleTime: 0 }),
    store: (saved) => storeOffer(queryClient, saved),
    save: (atVersion, body, current) => (current ? updateOffer(current._id, { version: atVersion, ...body }) : createOffer(body)),
    onSaved: (saved) => {
      storeOffer(queryClient, saved);
      showSnackbar({ message: original ? t('form.saved', { name: saved.name }) : t('form.created', { name: saved.name }), color: 'success', timeout: 2500 });
      onClose();
    },
    refusalErrors: (error) => refusalErrors(error, t('saveFailed')),
    reloadedText: t('stale.reloaded'),
  });
  const draft = editor.watch();
  const busy = save.isPending || reloading;

  const change = (next: Partial<OfferDraft>) => {
    for (const [field, value] of Object.entries(next)) editor.setValue(field as keyof OfferDraft, value as never, { shouldDirty: true });
  };
  const { errors } = editor.formState;
  const hasFieldErrors = Object.keys(errors).length > 0;
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
          <OfferFields formId={formId} draft={draft} register={editor.register} symbol={symbol} timeZone={timeZone} errorOf={(path) => errorAt(errors, path)} onChange={change} />
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-border/70 bg-background/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
            {general || hasFieldErrors ? (
              <p
                id={`${formId}-problem`}
                tabIndex={-1}
                data-form-problem={general && !hasFieldErrors ? true : undefined}
                role="alert"
                className="text-sm font-medium text-error outline-none"
              >
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
