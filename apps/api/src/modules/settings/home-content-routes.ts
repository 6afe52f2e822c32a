/**
 * The back office's Home page, About and Contact sections (Owner): each read and set whole on its
 * version (section-edit.ts), with the tenant file's own schemas as bodies (contracts/home-content.ts).
 * The Owner alone, as Look: the storefront's words and pictures speak for the brand.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  aboutSettingsBody,
  aboutSettingsResponse,
  apiErrorSchema,
  contactSettingsBody,
  contactSettingsResponse,
  slidesSettingsBody,
  slidesSettingsResponse,
  staleAboutEditSchema,
  staleContactEditSchema,
  staleSlidesEditSchema,
  type AboutSectionSettings,
  type ContactSettings,
  type SlidesSettings,
  type StaffRole,
} from '@platter/domain';
import { requireStaff, staffOnly } from '../../platform/auth.ts';
import { tenantQuery } from '../../platform/tenant-query.ts';
import { aboutSection, contactSection, slidesSection } from './home-content.ts';
import { changeSection, readSection, type SettingsSectionDefinition } from './section-edit.ts';

const OWNER_ONLY: readonly StaffRole[] = ['Owner'];

const failures = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const common = { tags: ['Settings'], security: [{ bearerAuth: [] }], querystring: tenantQuery };
const STALE =
  ' Names the `version` it was made on: another answers 409 `STALE_EDIT` naming who changed it and when, with `current`, the section as it is now.';

interface SectionRoutes<T> {
  path: string;
  definition: SettingsSectionDefinition<T>;
  read: { summary: string; description: string };
  change: { summary: string; description: string };
  body: z.ZodType<{ version: number }>;
  response: z.ZodType;
  stale: z.ZodType;
  saved: string;
}

const SECTIONS = [
  {
    path: '/staff/settings/slides',
    definition: slidesSection,
    read: { summary: 'The Home page’s hero slides (Owner)', description: 'Every slide, hidden ones too, in the order diners see them after the welcome slide.' },
    change: {
      summary: 'Set the Home page’s hero slides (Owner)',
      description:
        'The whole list, in order (at most 50, each title once): `title`, `subtitle`, `imageUrl` (a path on this site such as an uploaded photo’s URL, or an http(s) URL; ' +
        'ending in .mp4: a video), `linkUrl` (a path on this site or an https address) with `linkText` (both or neither), colours (#rgb, #rrggbb or rgb()/rgba(); null: ' +
        `the theme’s), \`animationHint\`, \`isActive\` (false: kept, not shown) and \`translations\` (\`title\`, \`subtitle\`, \`linkText\` per language; left out: a slide of the same title keeps its own). Home serves them at once.${STALE}`,
    },
    body: slidesSettingsBody,
    response: slidesSettingsResponse,
    stale: staleSlidesEditSchema,
    saved: 'Home page saved.',
  } satisfies SectionRoutes<SlidesSettings>,
  {
    path: '/staff/settings/about',
    definition: aboutSection,
    read: {
      summary: 'The About teaser and page, and the description (Owner)',
      description: "The teaser on Home and the full About page (null: not shown), the restaurant's description, and their translations.",
    },
    change: {
      summary: 'Set the About teaser and page, and the description (Owner)',
      description:
        '`teaser` (its picture, headings, paragraph and the paragraphs "Read more" shows, each with an icon) and `fullPage` (tagline, story sections of text or a picture, mission, values); null hides it. ' +
        "`description`: the restaurant's, shown on the About page. Each text's `translations` (on the teaser, a paragraph, the page, a section, a value; the description's beside it) give it in other languages: " +
        `per language (en-GB, pt-PT) and field, a field left out or blank shows the default language's text; only what is written is stored.${STALE}`,
    },
    body: aboutSettingsBody,
    response: aboutSettingsResponse,
    stale: staleAboutEditSchema,
    saved: 'About saved.',
  } satisfies SectionRoutes<AboutSectionSettings>,
  {
    path: '/staff/settings/contact',
    definition: contactSection,
    read: { summary: 'Contact details, address and social links (Owner)', description: 'The phone, e-mail, address (with the map’s coordinates) and the social links.' },
    change: {
      summary: 'Set the contact details, address and social links (Owner)',
      description: `\`contact\` (phone, e-mail), \`address\` (street, city, postal code, country, coordinates) and \`socialMediaLinks\` (each an https link on its own network: facebook, instagram, x/twitter, youtube).${STALE}`,
    },
    body: contactSettingsBody,
    response: contactSettingsResponse,
    stale: staleContactEditSchema,
    saved: 'Contact details saved.',
  } satisfies SectionRoutes<ContactSettings>,
];

export const homeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const section of SECTIONS as readonly SectionRoutes<object>[]) {
    app.get(
      section.path,
      { onRequest: staffOnly(OWNER_ONLY), schema: { ...common, ...section.read, response: { 200: section.response, ...failures } } },
      async (request) => {
        const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
        return { data: await readSection(app, staff.restaurantId, section.definition) };
      },
    );
    app.put(
      section.path,
      { onRequest: staffOnly(OWNER_ONLY), schema: { ...common, ...section.change, body: section.body, response: { 200: section.response, ...failures, 409: section.stale } } },
      async (request) => {
        const staff = request.staff ?? (await requireStaff(request, OWNER_ONLY));
        const { version, ...settings } = request.body as { version: number };
        return { data: await changeSection(app, staff, section.definition, version, settings), message: section.saved };
      },
    );
  }
};
