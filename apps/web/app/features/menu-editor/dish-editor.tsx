/**
 * The dish form (Owner and Manager): details, photo, categories, allergens, dietary labels, the
 * three switches and the choices, with the diner's card previewed beside it (under it on a
 * phone). Save sends the whole dish with the version it was read at: a refusal's field errors
 * land beside their fields and the first is focused; a 409 STALE_EDIT says who saved first and
 * offers Reload (their dish replaces the form) or Keep my changes (saved over theirs). Delete
 * asks first and says whether the dish was deleted or archived.
 */
import { editableProductSchema } from '@platter/domain';
import { currentLanguage } from '../../i18n/index.ts';
import { formatInZone } from '@platter/domain';
import { useRestaurant } from '../../lib/restaurant.ts';
import { mdiArrowLeft } from '@mdi/js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { confirmDialog } from '../../lib/dialog.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { localized } from '../../lib/localized-resolver.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { createProduct, deleteProduct, getStaffMenu, updateProduct } from '../../staff-area/menu-editor-api.ts';
import type { EditorCategory, EditorProduct, ProductBody } from '../../staff-area/menu-editor-api.ts';
import { DishFields } from './dish-fields.tsx';
import { blankDraft, bodyOf, dishForm, draftOf, placeOf, refusalErrors, type DishDraft, type FieldErrors } from './dish-form-model.ts';
import { DishPreview } from './dish-preview.tsx';
import { removeProduct, storeProduct } from './menu-cache.ts';
import { OptionGroupsField } from './option-groups-field.tsx';
import { StaleNotice } from '../../staff-area/stale-notice.tsx';
import { errorsByPath } from '../../staff-area/use-settings-form.ts';
import { useVersionedEditor } from '../../staff-area/use-versioned-editor.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

export function DishEditor({
  product,
  categoryId,
  categories,
  symbol,
  onClose,
}: {
  /** The dish to edit; null for a new one (in `categoryId`). */
  product: EditorProduct | null;
  categoryId: string | null;
  categories: EditorCategory[];
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staffMenu');
  const queryClient = useQueryClient();
  const formId = useId().replace(/:/g, '');
  const texts = {
    nameRequired: t('form.nameRequired'),
    priceInvalid: t('form.priceInvalid'),
    optionNameRequired: t('options.nameRequired'),
    numberInvalid: t('options.numberInvalid'),
    adjustmentInvalid: t('options.priceInvalid'),
    needsValue: t('options.needsValue'),
    minAboveMax: t('options.minAboveMax'),
    paidDefault: t('options.paidDefault'),
  };
  // The draft (what the fields hold) is the form's values; the checks in the server's words and
  // then the domain's own rules judge it on Save (`useVersionedEditor`).
  const { editor, form, heading, general: generalProblem, stale, reloading, save, submit, reload, keepMine, showRefusal } = useVersionedEditor<EditorProduct, DishDraft, ProductBody>({
    entity: product,
    defaultValues: product ? draftOf(product) : blankDraft(categoryId),
    resolver: () => localized(zodResolver(dishForm(texts))) as Resolver<DishDraft, unknown, ProductBody>,
    draftOf,
    bodyOf: (values) => bodyOf(values),
    currentSchema: editableProductSchema,
    fetchAll: async () => (await queryClient.fetchQuery({ queryKey: menuEditorKeys.menu(), queryFn: getStaffMenu, staleTime: 0 })).products,
    store: (saved) => storeProduct(queryClient, saved),
    save: (atVersion, body) => (product ? updateProduct(product._id, { version: atVersion, ...body }) : createProduct(body)),
    onSaved: (saved) => {
      storeProduct(queryClient, saved);
      showSnackbar({ message: product ? t('form.saved', { name: saved.name }) : t('form.created', { name: saved.name }), color: 'success', timeout: 2500 });
      onClose();
    },
    refusalErrors: (error) => refusalErrors(error, t('saveFailed')),
    reloadedText: t('stale.reloaded'),
  });
  const draft = editor.watch();

  const remove = useMutation({
    mutationFn: () => deleteProduct(product!._id),
    onSuccess: (outcome) => {
      const name = product!.name;
      if (outcome === 'deleted') removeProduct(queryClient, product!._id);
      else storeProduct(queryClient, { ...product!, isActive: false, archivedAt: new Date().toISOString() });
      showSnackbar({ message: outcome === 'deleted' ? t('form.deleted', { name }) : t('form.archivedNow', { name }), color: 'success', timeout: 4000, multiline: true });
      onClose();
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showRefusal(refusalErrors(error, t('saveFailed')));
    },
  });

  const busy = save.isPending || remove.isPending || reloading;

  async function askDelete() {
    if (!product) return;
    const confirmed = await confirmDialog({
      title: t('form.deleteTitle', { name: product.name }),
      message: t('form.deleteMessage'),
      confirmText: t('form.deleteConfirm'),
      cancelText: t('form.cancel'),
      destructive: true,
    });
    if (confirmed) remove.mutate();
  }

  const change = (next: Partial<DishDraft>) => {
    for (const [field, value] of Object.entries(next)) editor.setValue(field as keyof DishDraft, value as never, { shouldDirty: true });
  };
  // The form's errors by where they are shown (the first for each), as a server's refusal's are.
  const errors: FieldErrors = {};
  for (const [path, message] of errorsByPath(editor.formState.errors)) errors[placeOf(path)] ??= message;
  const general = generalProblem ?? errors[''];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== '');

  return (
    <section aria-labelledby={`${formId}-title`} className="flex flex-col gap-4" data-testid="dish-editor">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="text" onClick={onClose} disabled={busy} className="-ml-3">
          <Icon path={mdiArrowLeft} size={20} />
          {t('form.back')}
        </Button>
      </div>
      <h2 id={`${formId}-title`} ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold tracking-tight outline-none">
        {product ? t('form.editTitle', { name: product.name }) : t('form.newTitle')}
      </h2>
      {product?.updatedAt ? <LastEdit product={product} /> : null}
      {stale ? <StaleNotice stale={stale} busy={busy} onReload={() => void reload()} onKeep={() => void keepMine()} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <form ref={form} noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-describedby={general ? `${formId}-problem` : undefined}>
          <DishFields formId={formId} draft={draft} register={editor.register} categories={categories} symbol={symbol} errors={errors} onChange={change} />
          <OptionGroupsField formId={formId} groups={draft.options} symbol={symbol} errors={errors} onChange={(options) => change({ options })} />
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-3 border-t border-border/70 bg-background/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
            {general || hasFieldErrors ? (
              <p id={`${formId}-problem`} tabIndex={-1} data-form-problem={general && !hasFieldErrors ? true : undefined} role="alert" className="text-sm font-medium text-error outline-none">
                {general ?? t('form.fixErrors')}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {product ? t('form.save') : t('form.create')}
              </Button>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t('form.cancel')}
              </Button>
              {product ? (
                <Button variant="text" className="ml-auto text-error! hover:bg-error/8!" loading={remove.isPending} disabled={busy} onClick={() => void askDelete()}>
                  {t('form.delete')}
                </Button>
              ) : null}
            </div>
          </div>
        </form>
        <aside aria-label={t('form.preview')} className="lg:sticky lg:top-20">
          <h3 className="mb-2 text-sm font-bold tracking-wide text-text-muted">{t('form.preview')}</h3>
          <DishPreview draft={draft} symbol={symbol} />
        </aside>
      </div>
    </section>
  );
}

function LastEdit({ product }: { product: EditorProduct }) {
  const { t } = useTranslation('staffMenu');
  const when = formatInZone(product.updatedAt, 'stamp', useRestaurant()?.timeZone, currentLanguage());
  return <p className="-mt-2 text-sm text-text-muted">{product.updatedBy ? t('form.lastEdit', { name: product.updatedBy.name, when }) : t('form.lastEditNoName', { when })}</p>;
}
