/**
 * The categories' writes: create, rename, hide or show (PATCH with the version read), and a new
 * order (optimistic, put back with the server's message if refused). Each answer goes into the
 * editor's cache; a refusal is said in a snackbar and a stale edit fetches the menu again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { createCategory, orderCategories, updateCategory } from '../../staff-area/menu-editor-api.ts';
import type { CategoryPatch, EditorCategory, StaffMenu } from '../../staff-area/menu-editor-api.ts';
import { storeCategories, storeCategory } from './menu-cache.ts';
import { inOrder } from './reorder.ts';
import { menuEditorKeys } from '../../lib/api/query-keys.ts';

export function useCategoryActions() {
  const { t } = useTranslation('staffMenu');
  const queryClient = useQueryClient();

  const refused = (error: unknown) => {
    if (isSessionEnded(error)) return;
    showSnackbar({ message: failureMessage(error, { unreachable: t('saveFailed') }), color: 'error', multiline: true });
    if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: menuEditorKeys.menu() });
  };

  const create = useMutation({
    mutationFn: (name: string) => createCategory({ name }),
    onSuccess: (category) => {
      storeCategory(queryClient, category);
      showSnackbar({ message: t('categories.added', { name: category.name }), color: 'success', timeout: 2500 });
    },
    // The form shows the refusal beside its field.
    onError: (error) => (error instanceof ApiRequestError && error.status === 400 ? undefined : refused(error)),
  });

  const update = useMutation({
    mutationFn: ({ category, patch }: { category: EditorCategory; patch: Omit<CategoryPatch, 'version'> }) => updateCategory(category._id, { version: category.version, ...patch }),
    onSuccess: (category, { patch }) => {
      storeCategory(queryClient, category);
      const message =
        patch.isActive === undefined ? t('categories.renamed', { name: category.name }) : category.isActive ? t('categories.shownNow', { name: category.name }) : t('categories.hiddenNow', { name: category.name });
      showSnackbar({ message, color: 'success', timeout: 2500 });
    },
    onError: refused,
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => orderCategories(ids),
    onMutate: (ids) => {
      const before = queryClient.getQueryData<StaffMenu>(menuEditorKeys.menu())?.categories ?? [];
      storeCategories(
        queryClient,
        inOrder(before, ids).map((category, index) => ({ ...category, displayOrder: index })),
      );
      return { before };
    },
    onSuccess: (categories) => storeCategories(queryClient, categories),
    onError: (error, _ids, context) => {
      if (context) storeCategories(queryClient, context.before);
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('orderFailed') }), color: 'error', multiline: true });
    },
  });

  return { create, update, reorder };
}
