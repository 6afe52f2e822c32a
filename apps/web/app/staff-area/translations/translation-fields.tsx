/**
 * Restaurant content in each language the restaurant offers beyond its default
 * (translation-languages.ts), for every back-office editor (the menu, offers, slides, About): a
 * group of a row's texts per language (a dish's or an offer's name and description, a slide's
 * words), or one text's translations right under it (a choice's label, an About paragraph). A
 * field left empty shows the default language's text to diners, so each field shows that text as
 * its placeholder. Ids and errors follow the API's paths ('translations.en-GB.name',
 * 'options.0.translations.en-GB.name'), so a refusal's field error lands beside its field.
 */
import type { Language } from '@platter/domain';
import { registerCatalogues } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Field, FormSection, TextArea } from '../../ui/form-parts.tsx';
import { defaultLanguageOf, translationLanguages } from './translation-languages.ts';

registerCatalogues(import.meta.glob('../../i18n/en-GB/staffTranslations.json', { eager: true, import: 'default' }));

/** Texts per language and field, as the editors hold them (the domain's `Translations`, the menu editor's wire shape). */
export type EditedTranslations = { [language: string]: { [field: string]: string | undefined } | undefined };

/** One text of a row to translate. */
export interface TranslatedText {
  field: string;
  /** The text's own label ('Name'): its field in another language reads 'Name in English'. */
  label: string;
  /** The default language's text: each translation's placeholder. */
  own: string;
  multiline?: boolean;
  maxLength?: number;
}

interface Placement {
  /** The API path of the row the translations belong to ('' for the form's own row, 'options.0', 'teaser'). */
  path?: string;
  /** The DOM id of a control from its API path. */
  idOf: (path: string) => string;
  /** The error shown under a control, by its API path. */
  errorOf: (path: string) => string | undefined;
}

const pathOf = (path: string | undefined, language: string, field: string) => [path, 'translations', language, field].filter(Boolean).join('.');

/** A text's translation in `language`, set to `text`. */
function withText<T extends EditedTranslations>(translations: T | undefined, language: string, field: string, text: string): T {
  // The same shape with one more text: the spread loses the caller's precise type.
  return { ...translations, [language]: { ...translations?.[language], [field]: text } } as T;
}

/** One text's field in one language: its API path gives its id and its error; typing sets that text alone. */
function TranslationControl<T extends EditedTranslations>({ text, language, label, translations, placement, onChange }: {
  text: TranslatedText;
  language: Language;
  label: string;
  translations: T | undefined;
  placement: Placement;
  onChange: (translations: T) => void;
}) {
  const at = pathOf(placement.path, language, text.field);
  const common = {
    id: placement.idOf(at),
    label,
    value: translations?.[language]?.[text.field] ?? '',
    placeholder: text.own,
    error: placement.errorOf(at),
    lang: language,
    ...(text.maxLength ? { maxLength: text.maxLength } : {}),
  };
  const change = (value: string) => onChange(withText(translations, language, text.field, value));
  return text.multiline ? (
    <TextArea {...common} onChange={(event) => change(event.target.value)} />
  ) : (
    <Field {...common} autoComplete="off" onChange={(event) => change(event.target.value)} />
  );
}

/** The languages to translate into and the labels' words, from the restaurant and the catalogue. */
function useTranslationLanguages() {
  const { t } = useTranslation('staffTranslations');
  const restaurant = useRestaurant();
  const languageName = (language: Language) => t(`languageNames.${language}`);
  return {
    t,
    base: defaultLanguageOf(restaurant),
    languages: translationLanguages(restaurant),
    languageName,
    labelIn: (label: string, language: Language) => t('field', { label, language: languageName(language) }),
  };
}

/** A group per language beyond the default ('In English') holding the row's `texts`; nothing for a one-language restaurant. */
export function TranslationFields<T extends EditedTranslations>({ texts, translations, onChange, ...placement }: Placement & {
  texts: readonly TranslatedText[];
  translations: T | undefined;
  onChange: (translations: T) => void;
}) {
  const { t, base, languages, languageName, labelIn } = useTranslationLanguages();
  return (
    <>
      {languages.map((language) => (
        <FormSection key={language} title={t('title', { language: languageName(language) })} hint={t('hint', { language: languageName(base) })}>
          <div className="flex flex-col gap-4" lang={language}>
            {texts.map((text) => (
              <TranslationControl key={text.field} text={text} language={language} label={labelIn(text.label, language)} translations={translations} placement={placement} onChange={onChange} />
            ))}
          </div>
        </FormSection>
      ))}
    </>
  );
}

/** One text's translations right under it, a field per language beyond the default; nothing for a one-language restaurant. */
export function TextTranslationFields<T extends EditedTranslations>({ text, translations, className, onChange, ...placement }: Placement & {
  text: TranslatedText;
  translations: T | undefined;
  className?: string;
  onChange: (translations: T) => void;
}) {
  const { languages, labelIn } = useTranslationLanguages();
  if (languages.length === 0) return null;
  return (
    <div className={className}>
      {languages.map((language) => (
        <TranslationControl key={language} text={text} language={language} label={labelIn(text.label, language)} translations={translations} placement={placement} onChange={onChange} />
      ))}
    </div>
  );
}
