/**
 * The storefront's own words and pictures (Owner): the Home page's hero slides (rows of their own,
 * the highlights), the About teaser and page, and the contact details with the social links (the
 * restaurant's row). Each is its own section, versioned on its own (section-edit.ts).
 */
import { compactAboutTranslations, compactTranslations, type AboutSectionSettings, type ContactSettings, type SlidesSettings } from '@platter/domain';
import { replaceSlides, slidesOf } from '../highlights/index.ts';
import { addressOf, contactOf } from '../restaurants/index.ts';
import type { SettingsSectionDefinition } from './section-edit.ts';

export const slidesSection: SettingsSectionDefinition<SlidesSettings> = {
  id: 'slides',
  rows: {
    load: async (db, row) => ({ slides: await slidesOf(db, row.id) }),
    store: (tx, value, row, now) => replaceSlides(tx, row.id, value.slides, now),
  },
};

/** The About teaser and page, and the restaurant's description, each with the translations written (blank ones are not stored). */
export const aboutSection: SettingsSectionDefinition<AboutSectionSettings> = {
  id: 'about',
  read: (row) => ({ ...compactAboutTranslations(row.aboutContent), description: row.description, translations: compactTranslations(row.translations) }),
  // A change without the description (or its translations) keeps them as they are.
  write: ({ description, translations, teaser, fullPage }, row) => ({
    aboutContent: compactAboutTranslations({ teaser, fullPage }),
    description: description ?? row.description,
    translations: translations === undefined ? row.translations : compactTranslations(translations),
  }),
};

export const contactSection: SettingsSectionDefinition<ContactSettings> = {
  id: 'contact',
  read: (row) => ({ contact: contactOf(row), address: addressOf(row), socialMediaLinks: row.socialLinks }),
  write: (value) => ({
    contactPhone: value.contact.phone,
    contactEmail: value.contact.email,
    addressStreet: value.address.street,
    addressCity: value.address.city,
    addressPostalCode: value.address.postalCode,
    addressCountry: value.address.country,
    latitude: value.address.coordinates.lat,
    longitude: value.address.coordinates.lng,
    // Links left blank are not stored (the public configuration leaves the network out).
    socialLinks: Object.fromEntries(Object.entries(value.socialMediaLinks).filter(([, url]) => url)),
  }),
};
