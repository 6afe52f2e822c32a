/**
 * The About teaser and page in a diner's language (issue 31): each text translated where the
 * owner wrote it, else the default language's, field by field (content-translations.ts). The
 * translations sit beside the texts they translate: on the teaser, each paragraph, the page, each
 * story section and each value.
 */
import { compactTranslations, localized, type Translations } from './content-translations.ts';
import type { AboutSettings } from './contracts/home-content.ts';
import type { PublicAboutContent } from './contracts/restaurant.ts';
import type { Language } from './languages.ts';

type WithTranslations = { translations?: Translations | undefined };

/** The item without its translations (what diners are sent). */
function own<T extends WithTranslations>(item: T): Omit<T, 'translations'> {
  const { translations: _translations, ...rest } = item;
  return rest;
}

/** The item with its translations compacted, and no key at all when none is written. */
function compacted<T extends WithTranslations>(item: T): T {
  const kept = compactTranslations(item.translations);
  return (Object.keys(kept).length > 0 ? { ...own(item), translations: kept } : own(item)) as T;
}

/** The About content as diners read it in `language`, without the translations. */
export function localizedAbout(about: AboutSettings, language: Language): PublicAboutContent {
  const { teaser, fullPage } = about;
  return {
    teaser: teaser && {
      ...own(localized(teaser, language, ['preHeading', 'mainHeadline', 'introParagraph'])),
      expandedParagraphs: teaser.expandedParagraphs.map((paragraph) => own(localized(paragraph, language, ['text']))),
    },
    fullPage: fullPage && {
      ...own(localized(fullPage, language, ['pageTagline', 'missionStatement'])),
      storySections: fullPage.storySections.map((section) => own(localized(section, language, ['heading', 'paragraph', 'altText']))),
      coreValues: fullPage.coreValues.map((value) => own(localized(value, language, ['title', 'description']))),
    },
  };
}

/** The About content with only the translations written (blank texts and empty languages dropped), as stored and exported. */
export function compactAboutTranslations(about: AboutSettings): AboutSettings {
  const { teaser, fullPage } = about;
  return {
    teaser: teaser && { ...compacted(teaser), expandedParagraphs: teaser.expandedParagraphs.map(compacted) },
    fullPage: fullPage && {
      ...compacted(fullPage),
      storySections: fullPage.storySections.map(compacted),
      coreValues: fullPage.coreValues.map(compacted),
    },
  };
}
