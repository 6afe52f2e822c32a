/** The Home page, About and Contact sections' calls: GET and PUT /staff/settings/{slides,about,contact}, answers checked by the domain's contracts. */
import {
  aboutSettingsResponse,
  contactSettingsResponse,
  slidesSettingsResponse,
  type AboutSettings,
  type AboutSettingsResponse,
  type ContactSettings,
  type ContactSettingsResponse,
  type SlidesSettings,
  type SlidesSettingsResponse,
} from '@platter/domain';
import type { z } from 'zod';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

export type SlidesSection = SlidesSettingsResponse['data'];
export type AboutSection = AboutSettingsResponse['data'];
export type ContactSection = ContactSettingsResponse['data'];

function sectionCalls<S, D>(id: 'slides' | 'about' | 'contact', response: z.ZodType<{ data: D }>) {
  const path = `/staff/settings/${id}`;
  return {
    key: staffSettingsKeys.section(id),
    load: async (): Promise<D> => (await http.get(path, response, i18n.t('staffHome:loadFailed'))).data,
    save: async (version: number, settings: S): Promise<D> =>
      (await http.send(path, { method: 'PUT', body: { version, ...settings } }, response, i18n.t('staffHome:saveFailed'))).data,
  };
}

export const slidesCalls = sectionCalls<SlidesSettings, SlidesSection>('slides', slidesSettingsResponse);
export const aboutCalls = sectionCalls<AboutSettings, AboutSection>('about', aboutSettingsResponse);
export const contactCalls = sectionCalls<ContactSettings, ContactSection>('contact', contactSettingsResponse);
