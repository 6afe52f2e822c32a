/** The menu editor's test data, in the contract's shapes (only *.test files import it). */
import type { AuditEntry, EditorCategory, EditorProduct } from '../../staff-area/menu-editor-api.ts';

export function editorCategory(_id: string, name: string, displayOrder: number, overrides: Partial<EditorCategory> = {}): EditorCategory {
  return { _id, name, description: '', isActive: true, displayOrder, translations: {}, version: 1, updatedAt: '2026-11-25T13:00:00.000Z', updatedBy: null, ...overrides };
}

export function editorProduct(overrides: Partial<EditorProduct> & Pick<EditorProduct, '_id' | 'name' | 'price'>): EditorProduct {
  return {
    restaurantId: '8b7bc81a-bb4a-45dc-8ed7-3439d96c8a5e',
    description: '',
    thumbnailUrl: null,
    photo: null,
    categories: [],
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
    updatedBy: { _id: 'b04dee72-ebcc-4729-8d51-25160d56f6be', name: 'Margaret Hale' },
    ...overrides,
  };
}

export const starters = editorCategory('c5de4ecd-01fe-4ab0-8188-4007b9e407bb', 'Starters', 0);
export const mains = editorCategory('104cfcd6-53a1-49c1-8021-1e3f97160d6d', 'Mains', 1);
export const desserts = editorCategory('52a23204-0c16-4333-8a14-55a80588a6dc', 'Desserts', 2, { isActive: false });

export const soup = editorProduct({ _id: 'e52a8b91-d3b8-478e-8a34-90c6a6749338', name: 'Soup of the Day', price: 6.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'], displayOrder: 0 });
export const egg = editorProduct({ _id: '4aebf74a-f343-45a7-8d71-18f4547f8587', name: 'Scotch Egg', price: 7.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'], displayOrder: 1, isAvailable: false, isFeatured: true });
export const wellington = editorProduct({
  _id: 'ba32d49a-402e-4050-803a-c95ddb64aa3b',
  name: 'Beef Wellington',
  price: 34,
  categories: ['104cfcd6-53a1-49c1-8021-1e3f97160d6d'],
  options: [
    {
      _id: 'c0716baa-aee6-47d0-80f8-d224d74bb316',
      name: 'Cooked',
      minSelections: 1,
      maxSelections: 1,
      translations: { 'pt-PT': { name: 'Ponto' } },
      values: [
        { _id: 'df482a2b-3aef-4f3a-829f-df266aa04e72', label: 'Rare', priceAdjustment: 0, isDefault: true, translations: { 'pt-PT': { label: 'Mal passado' } } },
        { _id: '1bec3c1e-044a-4015-8ad8-dbb8c44c568f', label: 'Well done', priceAdjustment: 0, isDefault: false, translations: {} },
      ],
    },
  ],
});

export const menuAnswer = (products = [soup, egg, wellington], categories = [mains, starters, desserts]) => ({ data: { categories, products } });

export function auditEntry(_id: string, at: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id,
    at,
    by: { _id: 'b04dee72-ebcc-4729-8d51-25160d56f6be', name: 'Margaret Hale' },
    action: 'updated',
    entity: 'product',
    entityId: 'e52a8b91-d3b8-478e-8a34-90c6a6749338',
    before: { name: 'Soup of the Day', price: 6 },
    after: { name: 'Soup of the Day', price: 6.5 },
    ...overrides,
  };
}
