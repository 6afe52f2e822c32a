import { describe, expect, it } from 'vitest';
import { compactAboutTranslations, localizedAbout } from './about-translations.ts';
import { aboutSectionSchema, aboutSettingsSchema, type AboutSettings } from './contracts/home-content.ts';

const about: AboutSettings = {
  teaser: {
    imageUrl: '/about.svg',
    preHeading: 'Desde 1987',
    mainHeadline: 'Três gerações',
    introParagraph: 'A Dona Rosa abriu a tasca.',
    expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardinhas do mercado.', translations: { 'en-GB': { text: 'Sardines from the market.' } } }],
    translations: { 'en-GB': { mainHeadline: 'Three generations', introParagraph: '  ' } },
  },
  fullPage: {
    pageTagline: 'Cozinha do Porto',
    storySections: [{ sectionType: 'text', heading: 'Seis mesas', paragraph: 'Em 1987.', translations: { 'en-GB': { heading: 'Six tables' } } }],
    missionStatement: 'Comida honesta.',
    coreValues: [{ title: 'Frescura', description: 'Do mercado.', icon: 'mdiFish', translations: {} }],
    translations: { 'en-GB': { missionStatement: 'Honest food.' } },
  },
};

describe('localizedAbout', () => {
  it('reads each text in the language when written, else the default language, and sends no translations', () => {
    const shown = localizedAbout(about, 'en-GB');
    expect(shown.teaser).toEqual({
      imageUrl: '/about.svg',
      preHeading: 'Desde 1987',
      mainHeadline: 'Three generations',
      introParagraph: 'A Dona Rosa abriu a tasca.',
      expandedParagraphs: [{ icon: 'mdiFish', text: 'Sardines from the market.' }],
    });
    expect(shown.fullPage).toEqual({
      pageTagline: 'Cozinha do Porto',
      storySections: [{ sectionType: 'text', heading: 'Six tables', paragraph: 'Em 1987.' }],
      missionStatement: 'Honest food.',
      coreValues: [{ title: 'Frescura', description: 'Do mercado.', icon: 'mdiFish' }],
    });
    expect(localizedAbout(about, 'pt-PT').teaser?.mainHeadline).toBe('Três gerações');
    expect(localizedAbout({ teaser: null, fullPage: null }, 'en-GB')).toEqual({ teaser: null, fullPage: null });
  });
});

describe('compactAboutTranslations', () => {
  it('keeps only what was written, with no key where nothing was', () => {
    const kept = compactAboutTranslations(about);
    expect(kept.teaser?.translations).toEqual({ 'en-GB': { mainHeadline: 'Three generations' } });
    expect(kept.fullPage?.coreValues[0]).toEqual({ title: 'Frescura', description: 'Do mercado.', icon: 'mdiFish' });
    expect(kept.fullPage?.storySections[0]?.translations).toEqual({ 'en-GB': { heading: 'Six tables' } });
  });
});

describe('About translations schema', () => {
  it('refuses a language the product does not know and a text over its length, naming the field', () => {
    const wrong = aboutSettingsSchema.safeParse({ ...about, teaser: { ...about.teaser, translations: { 'fr-FR': { mainHeadline: 'Trois' } } } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['teaser', 'translations'] });
    const long = aboutSectionSchema.safeParse({ ...about, translations: { 'en-GB': { description: 'x'.repeat(2001) } } });
    expect(long.error?.issues[0]).toMatchObject({ path: ['translations', 'en-GB', 'description'], message: 'must be at most 2000 characters' });
  });
});
