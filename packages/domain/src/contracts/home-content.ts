/**
 * The storefront's own words and pictures (issue 27): the Home page's hero slides, the About
 * teaser and page, and the contact details with the social links. The tenant file and the back
 * office validate with these same objects, so a slide, a story section or a link has one set of
 * rules wherever it is written (the file's fields are the public configuration's).
 */
import { z } from 'zod';
import { translationsSchema } from '../content-translations.ts';
import { ANIMATION_HINTS } from './highlight.ts';
import { menuLocation, menuName, menuText } from './menu-rules.ts';

/** A slide's colour: #rgb, #rrggbb, or rgb()/rgba() (an overlay that lets the picture through). */
export const slideColourSchema = menuText(100).regex(
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/,
  'must be a colour such as #ffb300 or rgba(0, 0, 0, 0.4)',
);
const slideColour = slideColourSchema.nullable().default(null);

/** At most this many hero slides (the tenant file's limit). */
export const MAX_HERO_SLIDES = 50;

/** A slide's words in other languages than the default (content-translations.ts). */
export const slideTranslations = translationsSchema({ title: menuText(200), subtitle: menuText(500), linkText: menuText(100) });

/** The fields a hero slide has wherever it is written (the tenant file adds `linkProduct`). */
export const heroSlideShape = {
  title: menuName(),
  subtitle: menuText(500).default(''),
  imageUrl: menuLocation.meta({ description: 'Ends in .mp4: shown as a video.' }),
  linkUrl: menuLocation.nullable().default(null),
  linkText: menuText(100).nullable().default(null),
  buttonColor: slideColour,
  buttonTextColor: slideColour,
  overlayColor: slideColour,
  textColor: slideColour,
  animationHint: z.enum(ANIMATION_HINTS).default('fade-in'),
  isActive: z.boolean().default(true),
  translations: slideTranslations.optional(),
};

/** Where a back-office slide's button goes: a path on this site, or an https address. */
export const slideLinkSchema = menuText(2000).regex(/^(\/(?!\/)\S*|https:\/\/[^\s/]+\.[^\s]+)$/, 'Use a path on this site such as /menu, or an address starting https://.');

/** One slide as the back office edits it: in order, no ids (the tenant file names slides by title). */
export const heroSlideSchema = z
  .strictObject({ ...heroSlideShape, linkUrl: slideLinkSchema.nullable().default(null) })
  .superRefine((slide, ctx) => {
    const link = slide.linkUrl?.trim() ?? '';
    const words = slide.linkText?.trim() ?? '';
    if (link && !words) ctx.addIssue({ code: 'custom', message: 'Give the button’s words, or remove the link.', path: ['linkText'] });
    if (words && !link) ctx.addIssue({ code: 'custom', message: 'Give where the button goes, or remove its words.', path: ['linkUrl'] });
  });
export type HeroSlideSettings = z.output<typeof heroSlideSchema>;

/** The Home page's slides, in the order diners see them (after the restaurant's welcome slide). */
export const slidesSettingsSchema = z.object({
  slides: z
    .array(heroSlideSchema)
    .max(MAX_HERO_SLIDES, `Keep at most ${MAX_HERO_SLIDES} slides.`)
    .superRefine((slides, ctx) => {
      const seen = new Set<string>();
      for (const [index, slide] of slides.entries()) {
        const key = slide.title.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'Each slide needs its own title.', path: [index, 'title'] });
        seen.add(key);
      }
    }),
});
export type SlidesSettings = z.output<typeof slidesSettingsSchema>;

const icon = menuText(100).meta({ description: "An @mdi/js icon name such as 'mdiLeaf'." });

/**
 * The About texts in other languages than the default, kept beside the texts they translate (as
 * a dish's choices keep theirs): a paragraph, story section or value moved or removed takes its
 * translations with it. A field left out or blank shows the default language's text.
 */
export const aboutTeaserTranslations = translationsSchema({ preHeading: menuText(200), mainHeadline: menuText(300), introParagraph: menuText(5000) });
export const aboutParagraphTranslations = translationsSchema({ text: menuText(5000) });
export const aboutPageTranslations = translationsSchema({ pageTagline: menuText(300), missionStatement: menuText(5000) });
export const storySectionTranslations = translationsSchema({ heading: menuText(300), paragraph: menuText(10_000), altText: menuText(500) });
export const coreValueTranslations = translationsSchema({ title: menuText(200), description: menuText(2000) });
/** The restaurant's own texts (its description) in other languages. */
export const restaurantTranslations = translationsSchema({ description: menuText(2000) });

/** The About teaser (Home) and the full About page. */
export const aboutSettingsSchema = z.strictObject({
  teaser: z
    .strictObject({
      imageUrl: menuLocation,
      preHeading: menuText(200),
      mainHeadline: menuText(300),
      introParagraph: menuText(5000),
      expandedParagraphs: z.array(z.strictObject({ icon, text: menuText(5000), translations: aboutParagraphTranslations.optional() })).max(20),
      translations: aboutTeaserTranslations.optional(),
    })
    .nullable(),
  fullPage: z
    .strictObject({
      pageTagline: menuText(300),
      storySections: z
        .array(
          z.strictObject({
            sectionType: z.enum(['text', 'image']),
            heading: menuText(300).optional(),
            paragraph: menuText(10_000).optional(),
            imageUrl: menuLocation.optional(),
            altText: menuText(500).optional(),
            translations: storySectionTranslations.optional(),
          }),
        )
        .max(50),
      missionStatement: menuText(5000),
      coreValues: z.array(z.strictObject({ title: menuText(200), description: menuText(2000), icon, translations: coreValueTranslations.optional() })).max(20),
      translations: aboutPageTranslations.optional(),
    })
    .nullable(),
});
export type AboutSettings = z.output<typeof aboutSettingsSchema>;

/**
 * The back office's About section: the teaser and page, and the restaurant's description (the
 * About page shows it under the restaurant's name), each with its translations.
 */
export const aboutSectionSchema = aboutSettingsSchema.extend({
  /** Always in the section's answers; left out of a change, kept as it is (as are its translations). */
  description: menuText(2000).optional(),
  translations: restaurantTranslations.optional(),
});
export type AboutSectionSettings = z.output<typeof aboutSectionSchema>;

/** The networks a restaurant may link to, and the hosts each one's links live on. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  instagram: ['instagram.com', 'instagr.am'],
  twitter: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

/** Whether `url` is an https address on one of the network's hosts (or their subdomains, www. and m.). */
export function isSocialLink(network: SocialNetwork, url: string): boolean {
  if (!/^https:\/\/\S+$/.test(url)) return false;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return SOCIAL_HOSTS[network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  } catch {
    return false;
  }
}

const NETWORK_NAMES: Record<SocialNetwork, string> = { facebook: 'Facebook', instagram: 'Instagram', twitter: 'X (Twitter)', youtube: 'YouTube' };
const socialLink = (network: SocialNetwork) =>
  menuText(2000)
    .regex(/^https:\/\/\S+$/, `must be an https link on ${NETWORK_NAMES[network]}`)
    .refine((url) => isSocialLink(network, url), `must be an https link on ${NETWORK_NAMES[network]} (${SOCIAL_HOSTS[network].join(', ')})`)
    .meta({ description: `An https link on ${SOCIAL_HOSTS[network].join(', ')} (or a subdomain such as www.).` });

export const socialLinksSchema = z.strictObject({
  facebook: socialLink('facebook').optional(),
  instagram: socialLink('instagram').optional(),
  twitter: socialLink('twitter').optional(),
  youtube: socialLink('youtube').optional(),
});
export type SocialMediaLinks = z.output<typeof socialLinksSchema>;

/** The contact details diners read (the tenant file's `settings.contact`). */
export const contactDetailsSchema = z.strictObject({
  phone: menuText(50).default(''),
  email: menuText(320)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'must be an e-mail address or empty')
    .default(''),
});

/** The restaurant's address (the tenant file's `settings.address`): the Contact page's map is at its coordinates. */
export const restaurantAddressSchema = z.strictObject({
  street: menuText(200),
  city: menuText(100),
  postalCode: menuText(20),
  country: menuName(100),
  coordinates: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});

/** Contact: the phone, e-mail, address and social links, as the tenant file's settings carry them. */
export const contactSettingsSchema = z.object({
  contact: contactDetailsSchema,
  address: restaurantAddressSchema,
  socialMediaLinks: socialLinksSchema,
});
export type ContactSettings = z.output<typeof contactSettingsSchema>;
