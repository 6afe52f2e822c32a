/** The menu editor's test data, in the contract's shapes (only *.test files import it). */
import type { AuditEntry, EditorCategory, EditorProduct } from '../../staff-area/menu-editor-contract.ts';

export function editorCategory(_id: string, name: string, displayOrder: number, overrides: Partial<EditorCategory> = {}): EditorCategory {
  return { _id, name, description: '', isActive: true, displayOrder, translations: {}, version: 1, updatedAt: '2026-11-25T13:00:00.000Z', updatedBy: null, ...overrides };
}

export function editorProduct(overrides: Partial<EditorProduct> & Pick<EditorProduct, '_id' | 'name' | 'price'>): EditorProduct {
  return {
    description: '',
    categoryIds: [],
    allergens: [],
    dietaryLabels: [],
    isFeatured: false,
    isAvailable: true,
    isActive: true,
    archivedAt: null,
    displayOrder: 0,
    imageUrl: null,
    mediaId: null,
    options: [],
    translations: {},
    version: 3,
    updatedAt: '2026-11-25T13:00:00.000Z',
    updatedBy: { _id: 'u-owner', name: 'Margaret Hale' },
    ...overrides,
  };
}

export const starters = editorCategory('c-starters', 'Starters', 0);
export const mains = editorCategory('c-mains', 'Mains', 1);
export const desserts = editorCategory('c-desserts', 'Desserts', 2, { isActive: false });

export const soup = editorProduct({ _id: 'p-soup', name: 'Soup of the Day', price: 6.5, categoryIds: ['c-starters'], displayOrder: 0 });
export const egg = editorProduct({ _id: 'p-egg', name: 'Scotch Egg', price: 7.5, categoryIds: ['c-starters'], displayOrder: 1, isAvailable: false, isFeatured: true });
export const wellington = editorProduct({
  _id: 'p-well',
  name: 'Beef Wellington',
  price: 34,
  categoryIds: ['c-mains'],
  options: [
    {
      _id: 'g-done',
      name: 'Cooked',
      minSelections: 1,
      maxSelections: 1,
      translations: { 'pt-PT': { name: 'Ponto' } },
      values: [
        { _id: 'v-rare', label: 'Rare', priceAdjustment: 0, isDefault: true, translations: { 'pt-PT': { label: 'Mal passado' } } },
        { _id: 'v-well', label: 'Well done', priceAdjustment: 0, isDefault: false, translations: {} },
      ],
    },
  ],
});

export const menuAnswer = (products = [soup, egg, wellington], categories = [mains, starters, desserts]) => ({ data: { categories, products } });

export function auditEntry(_id: string, at: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id,
    at,
    by: { _id: 'u-owner', name: 'Margaret Hale' },
    action: 'updated',
    entity: 'product',
    entityId: 'p-soup',
    before: { name: 'Soup of the Day', price: 6 },
    after: { name: 'Soup of the Day', price: 6.5 },
    ...overrides,
  };
}
