/**
 * The dish form's own fields (the choices are option-groups-field.tsx): name, description and
 * price; the photo; categories; the UK's 14 allergens; dietary labels; and whether the dish is
 * shown, available and featured. Each control's id comes from its API path, so a refusal's
 * field error finds it.
 */
import { useTranslation } from '../../i18n/react.tsx';
import { ALLERGENS, DIETARY_LABELS, type EditorCategory } from '../../staff-area/menu-editor-api.ts';
import { fieldId, type DishDraft, type FieldErrors } from './dish-form-model.ts';
import { CheckChip, Field, FormSection, SwitchRow, TextArea } from '../../ui/form-parts.tsx';
import { PhotoField } from '../../staff-area/photo-field.tsx';
import { TranslationFields } from '../../staff-area/translations/translation-fields.tsx';

const toggled = (list: string[], item: string, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

export function DishFields({
  formId,
  draft,
  categories,
  symbol,
  errors,
  onChange,
}: {
  formId: string;
  draft: DishDraft;
  categories: EditorCategory[];
  symbol: string;
  errors: FieldErrors;
  onChange: (change: Partial<DishDraft>) => void;
}) {
  const { t } = useTranslation('staffMenu');
  const id = (path: string) => fieldId(formId, path);
  return (
    <>
      <FormSection title={t('form.details')}>
        <div className="flex flex-col gap-4">
          <Field id={id('name')} label={t('form.name')} value={draft.name} error={errors.name} autoComplete="off" onChange={(event) => onChange({ name: event.target.value })} />
          <TextArea id={id('description')} label={t('form.description')} value={draft.description} error={errors.description} onChange={(event) => onChange({ description: event.target.value })} />
          <Field
            id={id('price')}
            label={t('form.price', { symbol })}
            inputMode="decimal"
            value={draft.price}
            error={errors.price}
            className="max-w-48"
            onChange={(event) => onChange({ price: event.target.value })}
          />
        </div>
      </FormSection>
      <TranslationFields
        idOf={id}
        errorOf={(path) => errors[path]}
        texts={[
          { field: 'name', label: t('form.name'), own: draft.name },
          { field: 'description', label: t('form.description'), own: draft.description, multiline: true },
        ]}
        translations={draft.translations}
        onChange={(translations) => onChange({ translations })}
      />
      <PhotoField
        id={id('mediaId')}
        name={draft.name}
        value={{ imageUrl: draft.imageUrl, mediaId: draft.mediaId }}
        error={errors.mediaId}
        onChange={(photo) => onChange(photo)}
      />
      <FormSection id={id('categoryIds')} title={t('form.categories')} hint={t('form.categoriesHint')} error={errors.categoryIds}>
        <div className="flex flex-wrap gap-2">
          {categories.map((category) => (
            <CheckChip
              key={category._id}
              label={category.name}
              checked={draft.categoryIds.includes(category._id)}
              onChange={(on) => onChange({ categoryIds: toggled(draft.categoryIds, category._id, on) })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection id={id('allergens')} title={t('form.allergens')} hint={t('form.allergensHint')} error={errors.allergens}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
          {ALLERGENS.map((allergen) => (
            <CheckChip
              key={allergen}
              label={t(`allergenNames.${allergen.toLowerCase()}`)}
              checked={draft.allergens.includes(allergen)}
              onChange={(on) => onChange({ allergens: toggled(draft.allergens, allergen, on) })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection id={id('dietaryLabels')} title={t('form.dietary')} error={errors.dietaryLabels}>
        <div className="flex flex-wrap gap-2">
          {DIETARY_LABELS.map((label) => (
            <CheckChip
              key={label}
              label={t(`dietaryNames.${label.toLowerCase()}`)}
              checked={draft.dietaryLabels.includes(label)}
              onChange={(on) => onChange({ dietaryLabels: toggled(draft.dietaryLabels, label, on) })}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('form.state')}>
        <div className="flex flex-col divide-y divide-border/60">
          <SwitchRow id={id('isActive')} label={t('form.isActive')} checked={draft.isActive} onChange={(isActive) => onChange({ isActive })} />
          <SwitchRow id={id('isAvailable')} label={t('form.isAvailable')} checked={draft.isAvailable} onChange={(isAvailable) => onChange({ isAvailable })} />
          <SwitchRow id={id('isFeatured')} label={t('form.isFeatured')} checked={draft.isFeatured} onChange={(isFeatured) => onChange({ isFeatured })} />
        </div>
      </FormSection>
    </>
  );
}
