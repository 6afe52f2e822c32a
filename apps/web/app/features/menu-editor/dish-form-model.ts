/**
 * The dish form's model: a draft (what the fields hold, numbers as typed) made from a dish or
 * blank, the body it sends, the checks made before sending (the server repeats them and decides),
 * and a refusal's field errors keyed by the API's paths ('price', 'options.0.maxSelections').
 */
import { refusalErrorsByPlace } from '../../lib/form-errors.ts';
import { type EditorProduct, type EditorTranslations, type ProductBody } from '../../staff-area/menu-editor-api.ts';

export interface DraftValue {
  key: string;
  _id?: string;
  label: string;
  priceAdjustment: string;
  isDefault: boolean;
  /** Kept as loaded and sent back (saving replaces the groups: leaving them out would drop them). */
  translations?: EditorTranslations;
}

export interface DraftGroup {
  key: string;
  _id?: string;
  name: string;
  minSelections: string;
  maxSelections: string;
  values: DraftValue[];
  translations?: EditorTranslations;
}

export interface DishDraft {
  name: string;
  description: string;
  price: string;
  categoryIds: string[];
  allergens: string[];
  dietaryLabels: string[];
  isFeatured: boolean;
  isAvailable: boolean;
  isActive: boolean;
  imageUrl: string | null;
  mediaId: string | null;
  options: DraftGroup[];
  /** The name and description per language beyond the default (translation-languages.ts); empty: the default's text shows. */
  translations: EditorTranslations;
}

/** Field errors by the API's path; '' holds what belongs to no field. */
export type FieldErrors = Record<string, string>;

let keys = 0;
/** A key for a new row (React lists; never sent). */
export const newKey = () => `k${(keys += 1)}`;

const money = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

export function blankValue(): DraftValue {
  return { key: newKey(), label: '', priceAdjustment: '0', isDefault: false };
}

export function blankGroup(): DraftGroup {
  return { key: newKey(), name: '', minSelections: '0', maxSelections: '1', values: [blankValue()] };
}

/** A new dish, in `categoryId` when given. */
export function blankDraft(categoryId: string | null): DishDraft {
  return {
    name: '',
    description: '',
    price: '',
    categoryIds: categoryId ? [categoryId] : [],
    allergens: [],
    dietaryLabels: [],
    isFeatured: false,
    isAvailable: true,
    isActive: true,
    imageUrl: null,
    mediaId: null,
    options: [],
    translations: {},
  };
}

export function draftOf(product: EditorProduct): DishDraft {
  return {
    name: product.name,
    description: product.description,
    price: money(product.price),
    categoryIds: [...product.categories],
    allergens: [...product.allergens],
    dietaryLabels: [...product.dietaryLabels],
    isFeatured: product.isFeatured,
    isAvailable: product.isAvailable,
    isActive: product.isActive,
    imageUrl: product.imageUrl,
    mediaId: product.mediaId,
    translations: product.translations,
    options: product.options.map((group) => ({
      key: group._id,
      _id: group._id,
      name: group.name,
      minSelections: String(group.minSelections),
      maxSelections: String(group.maxSelections),
      translations: group.translations,
      values: group.values.map((value) => ({
        key: value._id,
        _id: value._id,
        label: value.label,
        priceAdjustment: money(value.priceAdjustment),
        isDefault: value.isDefault,
        translations: value.translations,
      })),
    })),
  };
}

const MONEY = /^-?\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const number = (text: string) => Number(text.trim().replace(',', '.'));
const isMoney = (text: string) => MONEY.test(text.trim().replace(',', '.'));

/** Texts trimmed; a blank one is sent blank (the server drops it: the default language's text shows). */
function trimmedTranslations(translations: EditorTranslations): EditorTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [language, Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text.trim()]))]),
  );
}

/** What the form sends (numbers parsed: call after `draftProblems` found none). */
export function bodyOf(draft: DishDraft): ProductBody {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    price: number(draft.price),
    categoryIds: draft.categoryIds,
    // The form offers only the domain's lists (dish-fields.tsx): its strings are those names.
    allergens: draft.allergens as ProductBody['allergens'],
    dietaryLabels: draft.dietaryLabels as ProductBody['dietaryLabels'],
    isFeatured: draft.isFeatured,
    isAvailable: draft.isAvailable,
    isActive: draft.isActive,
    imageUrl: draft.mediaId ? null : draft.imageUrl,
    mediaId: draft.mediaId,
    translations: trimmedTranslations(draft.translations),
    options: draft.options.map((group) => ({
      ...(group._id ? { _id: group._id } : {}),
      name: group.name.trim(),
      minSelections: Number(group.minSelections),
      maxSelections: Number(group.maxSelections),
      ...(group.translations ? { translations: group.translations } : {}),
      values: group.values.map((value) => ({
        ...(value._id ? { _id: value._id } : {}),
        label: value.label.trim(),
        priceAdjustment: number(value.priceAdjustment),
        isDefault: value.isDefault,
        ...(value.translations ? { translations: value.translations } : {}),
      })),
    })),
  };
}

/** The texts the checks use (the caller's catalogue). */
export interface ProblemTexts {
  nameRequired: string;
  priceInvalid: string;
  optionNameRequired: string;
  numberInvalid: string;
  adjustmentInvalid: string;
  needsValue: string;
  minAboveMax: string;
  paidDefault: string;
}

/**
 * The checks made before sending: a name, a price of 0 or more, each group named with whole
 * numbers and min ≤ max, each value labelled with an amount, and the domain's free-default rule
 * (a value that costs extra is never preselected), in the server's words.
 */
export function draftProblems(draft: DishDraft, texts: ProblemTexts): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = texts.nameRequired;
  if (!isMoney(draft.price) || number(draft.price) < 0) errors.price = texts.priceInvalid;
  draft.options.forEach((group, g) => {
    const at = `options.${g}`;
    if (!group.name.trim()) errors[`${at}.name`] = texts.optionNameRequired;
    const minOk = WHOLE.test(group.minSelections.trim());
    const maxOk = WHOLE.test(group.maxSelections.trim()) && Number(group.maxSelections) >= 1;
    if (!minOk) errors[`${at}.minSelections`] = texts.numberInvalid;
    if (!maxOk) errors[`${at}.maxSelections`] = texts.numberInvalid;
    if (minOk && maxOk && Number(group.minSelections) > Number(group.maxSelections)) errors[`${at}.maxSelections`] = texts.minAboveMax;
    if (group.values.length === 0) errors[`${at}.values`] = texts.needsValue;
    group.values.forEach((value, v) => {
      const here = `${at}.values.${v}`;
      if (!value.label.trim()) errors[`${here}.label`] = texts.optionNameRequired;
      if (!isMoney(value.priceAdjustment)) errors[`${here}.priceAdjustment`] = texts.adjustmentInvalid;
      else if (value.isDefault && number(value.priceAdjustment) > 0) errors[`${here}.isDefault`] = texts.paidDefault;
    });
  });
  return errors;
}

const LIST_FIELDS = /^(categoryIds|allergens|dietaryLabels)\.\d+$/;
const PLACED = /^(name|description|price|categoryIds|allergens|dietaryLabels|mediaId|options(\.\d+(\.(name|minSelections|maxSelections|values(\.\d+\.(label|priceAdjustment|isDefault))?))?)?)$/;

/** Where the form shows an error for the API's `field`: its control, its list, or '' (above the buttons). */
export function placeOf(field: string | undefined): string {
  if (!field) return '';
  if (field === 'imageUrl') return 'mediaId';
  const path = LIST_FIELDS.test(field) ? field.replace(/\.\d+$/, '') : field.replace(/^(options\.\d+\.values\.\d+)$/, '$1.label');
  return PLACED.test(path) ? path : '';
}

/** A refusal's field errors by where they are shown (the first for each); what names no field goes under ''. */
export function refusalErrors(error: unknown, fallback: string): FieldErrors {
  return refusalErrorsByPlace(error, fallback, placeOf);
}

/** The DOM id of a field's control, from the form's id and the API's path. */
export function fieldId(formId: string, path: string): string {
  return `${formId}-${path.replace(/\./g, '-')}`;
}
