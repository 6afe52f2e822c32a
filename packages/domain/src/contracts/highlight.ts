import { z } from 'zod';
import { id } from './common.ts';

export const ANIMATION_HINTS = ['slide-in-left', 'zoom-in', 'fade-up', 'none', 'fade-in'] as const;

export const highlightSchema = z.object({
  _id: id,
  title: z.string(),
  subtitle: z.string(),
  /** Ends in .mp4 → shown as an autoplaying, muted, looping video. */
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  linkText: z.string().nullable(),
  buttonColor: z.string().nullable(),
  buttonTextColor: z.string().nullable(),
  overlayColor: z.string().nullable(),
  textColor: z.string().nullable(),
  displayOrder: z.number().int(),
  animationHint: z.string(),
});
export type Highlight = z.infer<typeof highlightSchema>;
