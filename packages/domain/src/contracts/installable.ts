import { z } from 'zod';

/**
 * GET /manifest.webmanifest: the restaurant's web app manifest (the API's installable module builds
 * it from the restaurant's name, language and look). Only the members it sends.
 */
export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({
      src: z.string(),
      sizes: z.string(),
      type: z.literal('image/png'),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});
export type WebAppManifestBody = z.infer<typeof webAppManifestSchema>;
