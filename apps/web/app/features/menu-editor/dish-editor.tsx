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
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { createProduct, deleteProduct, getStaffMenu, updateProduct } from '../../staff-area/menu-editor-api.ts';
import { STALE_EDIT, type EditorCategory, type EditorProduct } from '../../staff-area/menu-editor-api.ts';
import { DishFields } from './dish-fields.tsx';
import { blankDraft, bodyOf, draftOf, draftProblems, refusalErrors, type DishDraft, type FieldErrors } from './dish-form-model.ts';
import { DishPreview } from './dish-preview.tsx';
import { removeProduct, storeProduct } from './menu-cache.ts';
import { OptionGroupsField } from './option-groups-field.tsx';
import { StaleNotice, type Stale } from '../../staff-area/stale-notice.tsx';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

/** Focuses the form's first invalid control (or the message above the buttons). */
function focusFirstProblem(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-problem]');
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

function staleOf(error: unknown): Stale | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body?.code !== STALE_EDIT) return null;
  const current = editableProductSchema.safeParse(error.body.current);
  return { message: error.message, current: current.success ? current.data : null };
}

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
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<DishDraft>(() => (product ? draftOf(product) : blankDraft(categoryId)));
  const [version, setVersion] = useState(product?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusTurn, setFocusTurn] = useState(0);
  const [stale, setStale] = useState<Stale | null>(null);
  const [reloading, setReloading] = useState(false);
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

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (focusTurn > 0) focusFirstProblem(form.current);
  }, [focusTurn]);

  const save = useMutation({
    mutationFn: (atVersion: number) => (product ? updateProduct(product._id, { version: atVersion, ...bodyOf(draft) }) : createProduct(bodyOf(draft))),
    onSuccess: (saved) => {
      storeProduct(queryClient, saved);
      showSnackbar({ message: product ? t('form.saved', { name: saved.name }) : t('form.created', { name: saved.name }), color: 'success', timeout: 2500 });
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
      if (!isSessionEnded(error)) setErrors(refusalErrors(error, t('saveFailed')));
    },
  });

  const busy = save.isPending || remove.isPending || reloading;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, texts);
    setErrors(problems);
    setStale(null);
    if (Object.keys(problems).length > 0) {
      setFocusTurn((turn) => turn + 1);
      return;
    }
    save.mutate(version);
  }

  /** The dish as saved now: fetched with the menu again, else as the 409 carried it. */
  async function fetchCurrent(): Promise<EditorProduct | null> {
    if (!product) return null;
    try {
      const menu = await queryClient.fetchQuery({ queryKey: menuEditorKeys.menu(), queryFn: getStaffMenu, staleTime: 0 });
      return menu.products.find((p) => p._id === product._id) ?? stale?.current ?? null;
    } catch {
      return stale?.current ?? null;
    }
  }

  async function reload() {
    setReloading(true);
    const current = await fetchCurrent();
    setReloading(false);
    if (!current) return;
    storeProduct(queryClient, current);
    setDraft(draftOf(current));
    setVersion(current.version);
    setErrors({});
    setStale(null);
    showSnackbar({ message: t('stale.reloaded'), color: 'info', timeout: 2500 });
    heading.current?.focus();
  }

  async function keepMine() {
    const current = stale?.current ?? (await fetchCurrent());
    if (!current) return;
    setVersion(current.version);
    setStale(null);
    save.mutate(current.version);
  }

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

  const change = (next: Partial<DishDraft>) => setDraft((old) => ({ ...old, ...next }));
  const general = errors[''];
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
          <DishFields formId={formId} draft={draft} categories={categories} symbol={symbol} errors={errors} onChange={change} />
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
