/**
 * The Home page, About and Contact forms' model: lists moved by one place (the new position is
 * announced), a new slide's defaults, and the domain's own schema run before sending, its
 * problems keyed by the API's field paths ('slides.0.linkUrl') so they land beside their fields.
 */
import type { HeroSlideSettings } from '@platter/domain';
import type { z } from 'zod';

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The first problem of each field, by the API's path; empty when the value is fine. */
export function fieldProblems(schema: z.ZodType, value: unknown): Map<string, string> {
  const result = schema.safeParse(value);
  const fields = new Map<string, string>();
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!fields.has(path)) fields.set(path, issue.message);
  }
  return fields;
}

export function newSlide(title: string): HeroSlideSettings {
  return {
    title,
    subtitle: '',
    imageUrl: '',
    linkUrl: '/menu',
    linkText: '',
    buttonColor: null,
    buttonTextColor: null,
    overlayColor: null,
    textColor: null,
    animationHint: 'fade-up',
    isActive: true,
  };
}

/** Texts per language and field with each text trimmed (the server keeps only what is written). */
export function trimmedTranslations<T extends Partial<Record<string, Partial<Record<string, string>>>>>(translations: T): T {
  return Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [language, Object.fromEntries(Object.entries(texts ?? {}).map(([field, text]) => [field, (text ?? '').trim()]))]),
  ) as T;
}

/** A slide as sent: empty button words or link are none; its translations trimmed (none sent if it has none). */
export function slideToSend(slide: HeroSlideSettings): HeroSlideSettings {
  const linkUrl = slide.linkUrl?.trim() || null;
  const linkText = slide.linkText?.trim() || null;
  return { ...slide, linkUrl, linkText, ...(slide.translations ? { translations: trimmedTranslations(slide.translations) } : {}) };
}

export function isVideoAddress(url: string): boolean {
  return /\.mp4(?:$|[?#])/i.test(url);
}

/** The first field with a problem in the form, focused so the person lands on it. */
export function focusFirstProblem(root: string): void {
  document.querySelector<HTMLElement>(`[data-testid="${root}"] [aria-invalid="true"]`)?.focus();
}
