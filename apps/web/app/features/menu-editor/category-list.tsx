/**
 * The categories panel: each category in menu order with its dish count and Hidden badge;
 * choosing one shows its dishes. Rename in place, Hide / Show, reorder by dragging the grip or
 * by Move up / Move down (the new position is announced), and a New category field.
 */
import { mdiCheck, mdiClose, mdiEyeOffOutline, mdiEyeOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { EditorCategory } from '../../staff-area/menu-editor-api.ts';
import { FieldMessage } from '../../ui/form-parts.tsx';
import { DragGrip, MoveButtons } from './reorder-controls.tsx';
import { inOrder, moveId, useDragReorder } from './reorder.ts';
import { useCategoryActions } from './use-category-actions.ts';

const iconButton = 'size-11 text-text-muted hover:text-text';

function RenameForm({ category, onDone }: { category: EditorCategory; onDone: () => void }) {
  const { t } = useTranslation('staffMenu');
  const { update } = useCategoryActions();
  const id = useId();
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('categories.nameRequired'));
    update.mutate({ category, patch: { name: name.trim() } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-1 flex-col py-1">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {t('categories.renameLabel')}
        </label>
        <input
          id={id}
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          className={inputClasses(Boolean(error), 'h-11')}
        />
        <IconButton type="submit" label={t('categories.save')} className={iconButton} disabled={update.isPending}>
          <Icon path={mdiCheck} size={22} />
        </IconButton>
        <IconButton label={t('categories.cancel')} className={iconButton} onClick={onDone}>
          <Icon path={mdiClose} size={22} />
        </IconButton>
      </div>
      <FieldMessage id={id} error={error ?? undefined} />
    </form>
  );
}

function NewCategory({ onCreated }: { onCreated: (category: EditorCategory) => void }) {
  const { t } = useTranslation('staffMenu');
  const { create } = useCategoryActions();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('categories.nameRequired'));
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: (category) => {
        setName('');
        onCreated(category);
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status === 400) setError(failure.fieldErrors[0]?.message ?? failure.message);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {t('categories.newLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          placeholder={t('categories.newPlaceholder')}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          className={inputClasses(Boolean(error))}
        />
        <Button type="submit" size="md" className="h-12 shrink-0" loading={create.isPending}>
          <Icon path={mdiPlus} size={20} />
          {t('categories.add')}
        </Button>
      </div>
      <FieldMessage id={id} error={error ?? undefined} />
    </form>
  );
}

export function CategoryList({
  categories,
  counts,
  selectedId,
  onSelect,
  announce,
}: {
  categories: EditorCategory[];
  counts: Record<string, number>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('staffMenu');
  const headingId = useId();
  const { update, reorder } = useCategoryActions();
  const [renaming, setRenaming] = useState<string | null>(null);
  const ids = categories.map((c) => c._id);
  const commit = (next: string[], movedId: string) => {
    reorder.mutate(next);
    const name = categories.find((c) => c._id === movedId)?.name ?? '';
    announce(t('moved', { name, position: next.indexOf(movedId) + 1, count: next.length }));
  };
  const drag = useDragReorder(ids, commit);
  const shown = inOrder(categories, drag.order);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border/80 bg-surface p-3 shadow-card sm:p-4" data-testid="category-list">
      <h2 id={headingId} className="mb-2 px-1 font-display text-xl font-semibold">
        {t('categories.title')}
      </h2>
      {categories.length === 0 ? <p className="px-1 text-sm text-text-muted">{t('categories.none')}</p> : null}
      <ul ref={(node) => void (drag.listRef.current = node)} className="flex flex-col gap-1">
        {shown.map((category, index) => {
          const selected = category._id === selectedId;
          return (
            <li
              key={category._id}
              data-reorder-id={category._id}
              data-testid="category-row"
              className={cx(
                'flex items-center gap-1 rounded-xl pr-1 transition-colors',
                selected ? 'bg-primary/10 ring-1 ring-primary/30 dark:bg-accent/15 dark:ring-accent/35' : 'hover:bg-text/5',
                drag.dragged === category._id && 'bg-surface-variant shadow-card-hover',
              )}
            >
              <DragGrip name={category.name} {...drag.handleProps(category._id)} />
              {renaming === category._id ? (
                <RenameForm category={category} onDone={() => setRenaming(null)} />
              ) : (
                <>
                  <button
                    type="button"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(category._id)}
                    className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg px-1 text-left"
                  >
                    <span className={cx('w-full truncate font-semibold', !category.isActive && 'text-text-muted')}>{category.name}</span>
                    <span className="flex items-center gap-2 text-xs whitespace-nowrap text-text-muted">
                      {t('categories.dishes', { count: counts[category._id] ?? 0 })}
                      {!category.isActive ? <span className="rounded-full bg-text/10 px-1.5 py-0.5 font-semibold text-text">{t('categories.hidden')}</span> : null}
                    </span>
                  </button>
                  <IconButton label={t('categories.rename', { name: category.name })} className={iconButton} onClick={() => setRenaming(category._id)}>
                    <Icon path={mdiPencilOutline} size={20} />
                  </IconButton>
                  <IconButton
                    label={category.isActive ? t('categories.hide', { name: category.name }) : t('categories.show', { name: category.name })}
                    className={iconButton}
                    disabled={update.isPending}
                    onClick={() => update.mutate({ category, patch: { isActive: !category.isActive } })}
                  >
                    <Icon path={category.isActive ? mdiEyeOutline : mdiEyeOffOutline} size={20} />
                  </IconButton>
                  <MoveButtons name={category.name} index={index} count={shown.length} onMove={(to) => commit(moveId(ids, index, to), category._id)} />
                </>
              )}
            </li>
          );
        })}
      </ul>
      <NewCategory onCreated={(category) => onSelect(category._id)} />
    </section>
  );
}
