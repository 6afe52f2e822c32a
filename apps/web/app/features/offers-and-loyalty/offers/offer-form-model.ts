/**
 * The offer form's model: a draft (what the fields hold, numbers and dates as typed) made from a
 * promotion or blank for a kind, the body it sends, the checks made before sending in the owner's
 * words (the server repeats them with the tenant file's rules and decides), the promotion the
 * preview draws, and a refusal's field errors by where the form shows them.
 */
import {
  COUPON_CODE_PATTERN,
  isFixedAmountPromotion,
  isPercentagePromotion,
  offerEndAfter,
  offerLastDate,
  offerStartDate,
  offerStartOf,
  promotionKind,
  type EditablePromotion,
  type PromotionCreate,
  type PromotionKind,
  type PromotionType,
  type PublicPromotion,
  type Weekday,
} from '@platter/domain';
import { refusalErrorsByPlace } from '../../../lib/form-errors.ts';

/** An offer's name and description in other languages than the default (empty: the default's text shows). */
export type OfferTranslations = NonNullable<PromotionCreate['translations']>;

export interface OfferDraft {
  kind: PromotionKind;
  name: string;
  description: string;
  /** Per language beyond the default (staff-area/translations). */
  translations: OfferTranslations;
  couponCode: string;
  /** A code only: listed on the promotions page, or kept for those given it. */
  advertised: boolean;
  type: PromotionType;
  /** A percent or an amount, as typed. */
  value: string;
  productIds: string[];
  buyQuantity: string;
  getQuantity: string;
  activeDays: Weekday[];
  /** 'YYYY-MM-DD' in the restaurant's time zone, or ''. */
  from: string;
  /** The last day it applies, 'YYYY-MM-DD', or ''. */
  until: string;
  minOrder: string;
  limitTotal: string;
  limitPerUser: string;
  pointsCost: string;
  isActive: boolean;
}

/** Field errors by the form's field; '' holds what belongs to no field. */
export type FieldErrors = Record<string, string>;

/** The discount types in the order the form offers them. */
export const DISCOUNT_TYPES: readonly PromotionType[] = [
  'PercentageDiscountOrder',
  'FixedAmountDiscountOrder',
  'PercentageDiscountProduct',
  'FixedAmountDiscountProduct',
  'FreeShipping',
  'BuyXGetY',
];

/** Types that take dishes: the *Product types need one at least; buy-X-get-Y counts every dish when none is chosen. */
export const takesDishes = (type: PromotionType) => type === 'PercentageDiscountProduct' || type === 'FixedAmountDiscountProduct' || type === 'BuyXGetY';
export const needsDishes = (type: PromotionType) => type === 'PercentageDiscountProduct' || type === 'FixedAmountDiscountProduct';
export const takesValue = (type: PromotionType) => isPercentagePromotion(type) || isFixedAmountPromotion(type);

const money = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));
const text = (value: number | null) => (value === null ? '' : String(value));

export function blankDraft(kind: PromotionKind = 'automatic'): OfferDraft {
  return {
    kind,
    name: '',
    description: '',
    translations: {},
    couponCode: '',
    advertised: true,
    type: 'PercentageDiscountOrder',
    value: '',
    productIds: [],
    buyQuantity: '2',
    getQuantity: '1',
    activeDays: [],
    from: '',
    until: '',
    minOrder: '',
    limitTotal: '',
    limitPerUser: '',
    pointsCost: kind === 'reward' ? '100' : '',
    isActive: true,
  };
}

export function draftOf(promotion: EditablePromotion, timeZone: string): OfferDraft {
  return {
    kind: promotionKind(promotion),
    name: promotion.name,
    description: promotion.description,
    translations: promotion.translations,
    couponCode: promotion.couponCode ?? '',
    advertised: promotion.displayToCustomers,
    type: promotion.type,
    value: takesValue(promotion.type) ? money(promotion.discountValue) : '',
    productIds: [...promotion.applicableProductIds],
    buyQuantity: text(promotion.buyQuantity) || '2',
    getQuantity: text(promotion.getQuantity) || '1',
    activeDays: [...promotion.activeDays],
    from: promotion.validFrom ? offerStartDate(promotion.validFrom, timeZone) : '',
    until: promotion.validUntil ? offerLastDate(promotion.validUntil, timeZone) : '',
    minOrder: promotion.minOrderValue === null ? '' : money(promotion.minOrderValue),
    limitTotal: text(promotion.usageLimitTotal),
    limitPerUser: text(promotion.usageLimitPerUser),
    pointsCost: promotion.pointsCost > 0 ? String(promotion.pointsCost) : '',
    isActive: promotion.isActive,
  };
}

const MONEY = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const number = (value: string) => Number(value.trim().replace(',', '.'));
const isMoney = (value: string) => MONEY.test(value.trim().replace(',', '.'));
const isWhole = (value: string, min: number) => WHOLE.test(value.trim()) && Number(value) >= min;
const orNull = (value: string, parse: (v: string) => number) => (value.trim() === '' ? null : parse(value));

/**
 * The window's ends: a day's first moment in the restaurant's zone, and the first moment after
 * the last day. A date the owner did not change keeps the stored moment (an offer starting at
 * 09:00, or ended at 14:05, is not moved to midnight by saving something else).
 */
function windowOf(draft: OfferDraft, original: EditablePromotion | null, timeZone: string) {
  const keep = (stored: string | null | undefined, shown: (moment: string) => string, typed: string) =>
    stored && shown(stored) === typed ? stored : null;
  const validFrom = draft.from ? (keep(original?.validFrom, (m) => offerStartDate(m, timeZone), draft.from) ?? offerStartOf(draft.from, timeZone)?.toISOString() ?? null) : null;
  const validUntil = draft.until ? (keep(original?.validUntil, (m) => offerLastDate(m, timeZone), draft.until) ?? offerEndAfter(draft.until, timeZone)?.toISOString() ?? null) : null;
  return { validFrom, validUntil };
}

/** The translations as typed, each text trimmed (the server keeps only what is written). */
function trimmedTranslations(translations: OfferTranslations): OfferTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [language, Object.fromEntries(Object.entries(texts ?? {}).map(([field, text]) => [field, (text ?? '').trim()]))]),
  );
}

/** What the form sends (call after `draftProblems` found none): every field, so a change is the whole offer. */
export function bodyOf(draft: OfferDraft, original: EditablePromotion | null, timeZone: string): Required<Omit<PromotionCreate, 'isActive'>> & { isActive: boolean } {
  const { type, kind } = draft;
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    translations: trimmedTranslations(draft.translations),
    type,
    discountValue: takesValue(type) ? number(draft.value) : 0,
    couponCode: kind === 'code' ? draft.couponCode.trim() : null,
    minOrderValue: orNull(draft.minOrder, number),
    applicableProductIds: takesDishes(type) ? draft.productIds : [],
    pointsCost: kind === 'reward' ? Number(draft.pointsCost) : 0,
    buyQuantity: type === 'BuyXGetY' ? Number(draft.buyQuantity) : null,
    getQuantity: type === 'BuyXGetY' ? Number(draft.getQuantity) : null,
    ...windowOf(draft, original, timeZone),
    activeDays: draft.activeDays,
    // An offer that applies by itself, and a reward, are for diners to see; a code may be kept for those given it.
    displayToCustomers: kind === 'code' ? draft.advertised : true,
    isActive: draft.isActive,
    usageLimitTotal: orNull(draft.limitTotal, Number),
    usageLimitPerUser: orNull(draft.limitPerUser, Number),
  };
}

/** The texts the checks use (the caller's catalogue). */
export interface ProblemTexts {
  nameRequired: string;
  percentInvalid: string;
  amountInvalid: string;
  codeInvalid: string;
  pointsInvalid: string;
  quantityInvalid: string;
  dishesRequired: string;
  untilBeforeFrom: string;
  minOrderInvalid: string;
  limitInvalid: string;
}

/** The checks made before sending, in the owner's words; the server repeats them (the tenant file's rules) and decides. */
export function draftProblems(draft: OfferDraft, texts: ProblemTexts): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = texts.nameRequired;
  if (isPercentagePromotion(draft.type) && !(isWhole(draft.value, 1) && Number(draft.value) <= 100)) errors.discountValue = texts.percentInvalid;
  if (isFixedAmountPromotion(draft.type) && !(isMoney(draft.value) && number(draft.value) > 0)) errors.discountValue = texts.amountInvalid;
  if (draft.kind === 'code' && !COUPON_CODE_PATTERN.test(draft.couponCode.trim())) errors.couponCode = texts.codeInvalid;
  if (draft.kind === 'reward' && !isWhole(draft.pointsCost, 1)) errors.pointsCost = texts.pointsInvalid;
  if (draft.type === 'BuyXGetY') {
    if (!isWhole(draft.buyQuantity, 1)) errors.buyQuantity = texts.quantityInvalid;
    if (!isWhole(draft.getQuantity, 1)) errors.getQuantity = texts.quantityInvalid;
  }
  if (needsDishes(draft.type) && draft.productIds.length === 0) errors.applicableProductIds = texts.dishesRequired;
  if (draft.from && draft.until && draft.until < draft.from) errors.validUntil = texts.untilBeforeFrom;
  if (draft.minOrder.trim() && !isMoney(draft.minOrder)) errors.minOrderValue = texts.minOrderInvalid;
  if (draft.limitTotal.trim() && !isWhole(draft.limitTotal, 1)) errors.usageLimitTotal = texts.limitInvalid;
  if (draft.limitPerUser.trim() && !isWhole(draft.limitPerUser, 1)) errors.usageLimitPerUser = texts.limitInvalid;
  return errors;
}

/** The fields the form shows errors beside (the API's names). */
const PLACED = new Set([
  'name',
  'description',
  'couponCode',
  'type',
  'discountValue',
  'applicableProductIds',
  'buyQuantity',
  'getQuantity',
  'activeDays',
  'validFrom',
  'validUntil',
  'minOrderValue',
  'usageLimitTotal',
  'usageLimitPerUser',
  'pointsCost',
]);

/** Where the form shows an error for the API's `field` ('applicableProductIds.2' beside the dishes), or '' (above the buttons). */
export function placeOf(field: string | undefined): string {
  // A translation's text is shown beside its own field ('translations.en-GB.name').
  if (field && /^translations\.[^.]+\.(name|description)$/.test(field)) return field;
  const base = field?.replace(/\.\d+$/, '') ?? '';
  return PLACED.has(base) ? base : '';
}

/** A refusal's field errors by where they are shown (the first for each); what names no field goes under ''. */
export function refusalErrors(error: unknown, fallback: string): FieldErrors {
  return refusalErrorsByPlace(error, fallback, placeOf);
}

/**
 * The promotion the preview draws, from the draft as it is typed: what is not a number yet counts
 * as 0, and a name or code not typed yet reads as `placeholders` say.
 */
export function previewOf(
  draft: OfferDraft,
  original: EditablePromotion | null,
  timeZone: string,
  placeholders: { name: string; code: string },
): PublicPromotion {
  const body = bodyOf(draft, original, timeZone);
  const finite = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);
  return {
    _id: original?._id ?? '00000000-0000-4000-8000-000000000000',
    name: body.name || placeholders.name,
    description: body.description,
    type: body.type,
    discountValue: finite(body.discountValue) ?? 0,
    couponCode: draft.kind === 'code' ? body.couponCode || placeholders.code : null,
    minOrderValue: finite(body.minOrderValue),
    applicableProductIds: body.applicableProductIds,
    pointsCost: finite(body.pointsCost) ?? 0,
    buyQuantity: finite(body.buyQuantity),
    getQuantity: finite(body.getQuantity),
    validFrom: body.validFrom,
    validUntil: body.validUntil,
    activeDays: body.activeDays,
    displayToCustomers: body.displayToCustomers,
  };
}

/** The DOM id of a field's control, from the form's id and the API's field. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;
