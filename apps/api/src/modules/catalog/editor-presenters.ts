/** Rows → the editor's shapes: the public ones plus version, who changed it last and when. */
import type { EditableCategory, EditableProduct, Editor } from '@platter/domain';
import type { CategoryRow, ProductRow } from '../../db/schema.ts';
import { presentCategory, presentProducts } from './presenters.ts';
import type { ProductExtras } from './queries.ts';

function editorOf(userId: string | null, names: ReadonlyMap<string, string>): Editor | null {
  if (userId === null) return null;
  const name = names.get(userId);
  return name === undefined ? null : { _id: userId, name };
}

export function presentEditableCategory(row: CategoryRow, names: ReadonlyMap<string, string>): EditableCategory {
  return {
    ...presentCategory(row),
    translations: row.translations,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: editorOf(row.updatedBy, names),
  };
}

export function presentEditableProducts(rows: ProductRow[], extras: ProductExtras, names: ReadonlyMap<string, string>): EditableProduct[] {
  const shown = presentProducts(rows, extras);
  const groupTranslations = new Map(extras.groups.map((g) => [g.id, g.translations]));
  const valueTranslations = new Map(extras.values.map((v) => [v.id, v.translations]));
  return rows.map((row, i) => ({
    ...shown[i]!,
    translations: row.translations,
    options: shown[i]!.options.map((group) => ({
      ...group,
      translations: groupTranslations.get(group._id) ?? {},
      values: group.values.map((value) => ({ ...value, translations: valueTranslations.get(value._id) ?? {} })),
    })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: editorOf(row.updatedBy, names),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    mediaId: row.mediaId,
  }));
}
