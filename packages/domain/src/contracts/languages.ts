import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { NAME_ARTICLES } from '../restaurant-name.ts';

export const languageSchema = z.enum(LANGUAGES);

export const restaurantLanguagesSchema = z
  .object({
    default: languageSchema,
    offered: z.array(languageSchema).min(1, 'Offer at least one language.'),
    /** In Portuguese, the article the restaurant's name takes ('a Tasca do Porto'); none: the name reads bare. */
    nameArticle: z.enum(NAME_ARTICLES, { message: "must be 'a', 'o', 'as', 'os' or null" }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.offered.includes(value.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'The default language must be one of the offered languages.' });
    }
    if (new Set(value.offered).size !== value.offered.length) {
      ctx.addIssue({ code: 'custom', path: ['offered'], message: 'A language is offered twice.' });
    }
  });

