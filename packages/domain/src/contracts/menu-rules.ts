/**
 * The menu's rules: the field shapes and the rules across fields of categories, dishes and option
 * groups. The tenant file (apps/api/src/provisioning/schema.ts) and the menu editor's API
 * (menu-editing.ts, /staff/menu) both validate with these objects, so there is one set of rules.
 * Messages are written to follow the field's path ('price must not be negative'), as the tenant
 * file prints them ('products[3].price: must not be negative') and the API names the field.
 */
import { z } from 'zod';
import { isFreeChoice } from '../option-selection.ts';
import { translationsSchema } from '../content-translations.ts';
import { signedMoney } from './common.ts';

/** Text of at most `max` characters. */
export const menuText = (max: number) => z.string().max(max, `must be at most ${max} characters`);
/** A name that identifies something: not blank. */
export const menuName = (max = 200) => menuText(max).regex(/\S/, 'must not be blank');

/** Money in major units, at most two decimals (common.ts: a refinement, as JSON Schema's multipleOf 0.01 trips on floats). */
export const menuMoney = signedMoney
  .min(0, 'must not be negative')
  .max(1_000_000, 'must be at most 1000000');
export const menuPriceAdjustment = signedMoney
  .min(-1_000_000, 'must be at least -1000000')
  .max(1_000_000, 'must be at most 1000000');

/** Where an image or link points: a path on this site or an http(s) URL. */
export const menuLocation = menuText(2000).regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'must be a path starting with / or an http(s) URL');

export const menuCount = (min: number, max: number) =>
  z.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/**
 * The UK's 14 allergens (Food Information Regulations 2014, Annex II), named as menus have always
 * stored them: 'Gluten' is cereals containing gluten, 'Nuts' tree nuts, 'Sulphites' sulphur
 * dioxide and sulphites. `ALLERGEN_NAMES` gives each its full name for an editor.
 */
export const UK_ALLERGENS = [
  'Celery',
  'Gluten',
  'Crustaceans',
  'Eggs',
  'Fish',
  'Lupin',
  'Milk',
  'Molluscs',
  'Mustard',
  'Nuts',
  'Peanuts',
  'Sesame',
  'Soya',
  'Sulphites',
] as const;
export type Allergen = (typeof UK_ALLERGENS)[number];

export const ALLERGEN_NAMES: Record<Allergen, string> = {
  Celery: 'Celery',
  Gluten: 'Cereals containing gluten',
  Crustaceans: 'Crustaceans',
  Eggs: 'Eggs',
  Fish: 'Fish',
  Lupin: 'Lupin',
  Milk: 'Milk',
  Molluscs: 'Molluscs',
  Mustard: 'Mustard',
  Nuts: 'Tree nuts',
  Peanuts: 'Peanuts',
  Sesame: 'Sesame',
  Soya: 'Soya',
  Sulphites: 'Sulphur dioxide and sulphites',
};

/** What a dish may say it suits (the storefront's diet filter and schema.org's suitableForDiet read them). */
export const DIETARY_LABELS = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Halal', 'Kosher', 'Spicy'] as const;
export type DietaryLabel = (typeof DIETARY_LABELS)[number];

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;
export const allergenSchema = z.enum(UK_ALLERGENS, { message: oneOf(UK_ALLERGENS) });
export const dietaryLabelSchema = z.enum(DIETARY_LABELS, { message: oneOf(DIETARY_LABELS) });
export const allergenList = z.array(allergenSchema).max(UK_ALLERGENS.length);
export const dietaryLabelList = z.array(dietaryLabelSchema).max(DIETARY_LABELS.length);

type Ctx = z.RefinementCtx;
type Path = (string | number)[];

function problem(ctx: Ctx, path: Path, message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** ['products', 3, 'options', 0, 'maxSelections'] → 'products[3].options[0].maxSelections'. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
}

/** Reports each name seen before, at `pathOf(index)`. Case-insensitive when `fold`. */
export function checkUnique(ctx: Ctx, names: (string | undefined)[], pathOf: (index: number) => Path, fold = false): void {
  const first = new Map<string, number>();
  names.forEach((name, index) => {
    if (name === undefined) return;
    const key = fold ? name.toLowerCase() : name;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else problem(ctx, pathOf(index), `repeats ${formatPath(pathOf(earlier))} ("${name}"); it must be unique`);
  });
}

/**
 * An option group's rules: unique labels, min ≤ max ≤ the values, no more defaults than the
 * maximum, and only free values as defaults (the free-default rule, option-selection.ts: a value
 * that costs extra is never chosen for the diner, so marking it default would mislead).
 */
export function checkOptionGroup(
  group: { minSelections: number; maxSelections: number; values: { label: string; priceAdjustment: number; isDefault: boolean }[] },
  ctx: Ctx,
): void {
  checkUnique(ctx, group.values.map((v) => v.label), (i) => ['values', i, 'label']);
  group.values.forEach((value, i) => {
    if (value.isDefault && !isFreeChoice(value)) {
      problem(ctx, ['values', i, 'isDefault'], 'must be false for a value that costs extra: only free values may be chosen for the diner');
    }
  });
  // Compared only when both bounds are sound themselves (the schema reports them otherwise).
  const { minSelections: min, maxSelections: max } = group;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 1) return;
  if (min > max) problem(ctx, ['minSelections'], `must be at most maxSelections (${max})`);
  else if (min > group.values.length) problem(ctx, ['minSelections'], `must be at most the number of values (${group.values.length})`);
  const defaults = group.values.filter((v) => v.isDefault).length;
  if (defaults > max) problem(ctx, ['values'], `mark ${defaults} values as default, more than maxSelections (${max})`);
}

/** A dish's rules across fields: each category once, option group names unique. `categoriesKey` names its list of categories. */
export function checkProductEntry(categoriesKey: string) {
  return (product: { [key: string]: unknown; options?: { name: string }[] | undefined }, ctx: Ctx): void => {
    const listed = product[categoriesKey];
    if (Array.isArray(listed)) {
      checkUnique(ctx, listed.map((c) => (typeof c === 'string' ? c : undefined)), (i) => [categoriesKey, i]);
    }
    if (product.options) checkUnique(ctx, product.options.map((g) => g.name), (i) => ['options', i, 'name']);
  };
}

/**
 * The translatable texts of each menu entry (content-translations.ts): the same length limits as
 * the fields; blank allowed (it shows the default language's text).
 */
export const categoryTranslations = translationsSchema({ name: menuText(200), description: menuText(2000) });
export const productTranslations = translationsSchema({ name: menuText(200), description: menuText(5000) });
export const optionGroupTranslations = translationsSchema({ name: menuText(200) });
export const optionValueTranslations = translationsSchema({ label: menuText(200) });

/** An option value's fields (the editor adds its `_id`). */
export const optionValueFields = () => ({
  label: menuName(),
  priceAdjustment: menuPriceAdjustment.default(0).meta({ description: 'Added to the price; may be negative (a smaller size).' }),
  isDefault: z.boolean().default(false),
  translations: optionValueTranslations.optional(),
});

/** An option group's own fields (the editor adds its `_id`); its values are `optionValuesList(...)`, its rules `checkOptionGroup`. */
export const optionGroupFields = () => ({
  name: menuName(),
  minSelections: menuCount(0, 100).default(0),
  maxSelections: menuCount(1, 100).default(1),
  translations: optionGroupTranslations.optional(),
});

export const optionValuesList = <V extends z.ZodType>(value: V) => z.array(value).min(1).max(100);

/** A dish's own fields, with the defaults a new one takes (the tenant file and the editor's create alike). */
export const productEntryFields = {
  name: menuName(),
  description: menuText(5000).default(''),
  price: menuMoney,
  imageUrl: menuLocation.nullable().default(null),
  allergens: allergenList.default([]).meta({
    description: "Which of the UK's 14 allergens the dish contains ('Gluten': cereals containing gluten; 'Nuts': tree nuts; 'Sulphites': sulphur dioxide and sulphites).",
  }),
  dietaryLabels: dietaryLabelList.default([]),
  isActive: z.boolean().default(true).meta({ description: 'false: withdrawn from the menu.' }),
  isFeatured: z.boolean().default(false),
  isAvailable: z
    .boolean()
    .default(true)
    .meta({ description: "false: shown, but cannot be ordered (sold out). Sets a new dish's switch; afterwards the staff's switch decides." }),
  translations: productTranslations.optional(),
};

/** The same fields, none required and without defaults (a change names only what it changes). */
export const productChangeFields = {
  name: menuName().optional(),
  description: menuText(5000).optional(),
  price: menuMoney.optional(),
  imageUrl: menuLocation.nullable().optional(),
  allergens: allergenList.optional(),
  dietaryLabels: dietaryLabelList.optional(),
  isActive: z.boolean().optional(),
  isFeatured: z.boolean().optional(),
  isAvailable: z.boolean().optional(),
  translations: productTranslations.optional(),
};

/** A category in the tenant file, and the body that creates one in the editor. */
export const categoryEntrySchema = z.strictObject({
  name: menuName(),
  description: menuText(2000).default(''),
  isActive: z.boolean().default(true),
  translations: categoryTranslations.optional(),
});

/** An option group in the tenant file (named by its name within its dish, values by label). */
export const optionGroupEntrySchema = z
  .strictObject({ ...optionGroupFields(), values: optionValuesList(z.strictObject(optionValueFields())) })
  .superRefine(checkOptionGroup);

/**
 * A dish's uploaded photo in the tenant file, by the id of the photo in this deployment's media
 * store (POST /staff/media). Checked by the import against the restaurant's own photos; not a
 * uuid format here, so that an export of whatever the database holds still reads, and the import
 * names it.
 */
export const tenantFileMedia = menuText(200)
  .regex(/^\S+$/, 'must be the id of a photo (no spaces)')
  .nullable()
  .default(null)
  .meta({
    description:
      "The dish's uploaded photo: the id of a photo of this restaurant in this deployment's media store. null: no uploaded photo (imageUrl, if any, is shown; an http(s) imageUrl is fetched into the media store on import).",
  });

/** A dish in the tenant file: categories by name. */
export const productEntrySchema = z
  .strictObject({
    name: productEntryFields.name,
    description: productEntryFields.description,
    price: productEntryFields.price,
    imageUrl: productEntryFields.imageUrl,
    thumbnailUrl: menuLocation.nullable().default(null),
    media: tenantFileMedia,
    categories: z.array(menuName()).max(50).default([]).meta({ description: 'Names of categories in this file.' }),
    allergens: productEntryFields.allergens,
    dietaryLabels: productEntryFields.dietaryLabels,
    isActive: productEntryFields.isActive,
    isFeatured: productEntryFields.isFeatured,
    isAvailable: productEntryFields.isAvailable,
    translations: productEntryFields.translations,
    options: z.array(optionGroupEntrySchema).max(50).default([]),
  })
  .superRefine(checkProductEntry('categories'));
