import { localiseMessage, messageCatalogue } from '@platter/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { currentLanguage } from '../i18n/index.ts';

/** Replaces every error message in react-hook-form's nested errors (an address's parts, a list's rows) with `localise(message)`. */
export function localiseErrors(errors: unknown, localise: (message: string) => string): void {
  if (!errors || typeof errors !== 'object') return;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && typeof node.type === 'string') node.message = localise(node.message);
  // `ref` is the field's element: never walked.
  for (const [key, value] of Object.entries(node)) if (key !== 'ref' && value && typeof value === 'object') localiseErrors(value, localise);
}

/**
 * A form's resolver whose messages read in the page's language: the domain's schemas write them
 * in English, and the domain's catalogue for the page's language (fetched on its pages only)
 * translates them, as the API does for the same schemas' answers.
 */
export function localized<TValues extends FieldValues, TContext, TOutput>(resolver: Resolver<TValues, TContext, TOutput>): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const catalogue = await messageCatalogue(currentLanguage());
    if (catalogue) localiseErrors(result.errors, (message) => localiseMessage(catalogue, message));
    return result;
  };
}
