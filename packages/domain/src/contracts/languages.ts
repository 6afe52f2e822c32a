import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

export const languageSchema = z.enum(LANGUAGES);

export const restaurantLanguagesSchema = z
  .object({
    default: languageSchema,
    offered: z.array(languageSchema).min(1, 'Offer at least one language.'),
  })
  .superRefine((value, ctx) => {
    if (!value.offered.includes(value.default)) {
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'The default language must be one of the offered languages.' });
    }
    if (new Set(value.offered).size !== value.offered.length) {
      ctx.addIssue({ code: 'custom', path: ['offered'], message: 'A language is offered twice.' });
    }
  });

