/**
 * A dish's name and description in each language the restaurant offers beyond its default
 * (translation-languages.ts). A field left empty shows the default language's text to diners, so
 * each field shows that text as its placeholder.
 */
import type { Language } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import type { EditorTranslations } from './contract.ts';
import { fieldId, type FieldErrors } from './dish-form-model.ts';
import { Field, FormSection, TextArea } from './form-parts.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { translationLanguages } from './translation-languages.ts';

export function TranslationFields({
  formId,
  languages,
  base,
  own,
  translations,
  errors,
  onChange,
}: {
  formId: string;
  languages: readonly Language[];
  /** The restaurant's default language: the one the dish's own fields are written in. */
  base: Language;
  /** The dish's own texts (the placeholders). */
  own: { name: string; description: string };
  translations: EditorTranslations;
  errors: FieldErrors;
  onChange: (translations: EditorTranslations) => void;
}) {
  const { t } = useTranslation('staffMenu');
  const set = (language: Language, field: 'name' | 'description', text: string) =>
    onChange({ ...translations, [language]: { ...translations[language], [field]: text } });
  return (
    <>
      {languages.map((language) => {
        const languageName = t(`languageNames.${language}`);
        const path = (field: string) => `translations.${language}.${field}`;
        return (
          <FormSection key={language} title={t('translation.title', { language: languageName })} hint={t('translation.hint', { language: t(`languageNames.${base}`) })}>
            <div className="flex flex-col gap-4" lang={language}>
              <Field
                id={fieldId(formId, path('name'))}
                label={t('translation.name', { language: languageName })}
                value={translations[language]?.name ?? ''}
                placeholder={own.name}
                error={errors[path('name')]}
                autoComplete="off"
                onChange={(event) => set(language, 'name', event.target.value)}
              />
              <TextArea
                id={fieldId(formId, path('description'))}
                label={t('translation.description', { language: languageName })}
                value={translations[language]?.description ?? ''}
                placeholder={own.description}
                error={errors[path('description')]}
                onChange={(event) => set(language, 'description', event.target.value)}
              />
            </div>
          </FormSection>
        );
      })}
    </>
  );
}

/**
 * One short text of a choice (a group's name, a value's label) in each language beyond the
 * default, the default text as placeholder; the list is empty for a one-language restaurant.
 */
export function ChoiceTranslationFields({
  formId,
  path,
  field,
  labelKey,
  own,
  translations,
  errors,
  className,
  onChange,
}: {
  formId: string;
  /** The API path of the group or value ('options.0', 'options.0.values.1'). */
  path: string;
  field: 'name' | 'label';
  labelKey: 'translation.groupName' | 'translation.label';
  own: string;
  translations: EditorTranslations | undefined;
  errors: FieldErrors;
  className?: string;
  onChange: (translations: EditorTranslations) => void;
}) {
  const { t } = useTranslation('staffMenu');
  const restaurant = useRestaurant();
  const languages = translationLanguages(restaurant);
  if (languages.length === 0) return null;
  return (
    <div className={className}>
      {languages.map((language) => {
        const at = `${path}.translations.${language}.${field}`;
        return (
          <Field
            key={language}
            id={fieldId(formId, at)}
            lang={language}
            label={t(labelKey, { language: t(`languageNames.${language}`) })}
            value={translations?.[language]?.[field] ?? ''}
            placeholder={own}
            error={errors[at]}
            autoComplete="off"
            onChange={(event) => onChange({ ...translations, [language]: { ...translations?.[language], [field]: event.target.value } })}
          />
        );
      })}
    </div>
  );
}
