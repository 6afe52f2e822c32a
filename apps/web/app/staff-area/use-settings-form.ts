/**
 * A settings section as a react-hook-form form (issue 41): the section is loaded and saved by
 * `useSettingsSection` (whole, on its version; a 409 STALE_EDIT keeps what was typed and offers
 * Reload), and its fields are checked by the domain's own zod schema before anything is sent,
 * with the domain's messages in the page's language (`localized`). What the section loads (and
 * each save's or Reload's answer) becomes the form's values; a refusal's field errors land on the
 * field at the API's path ('missedOrders.rejectMinutes', 'delivery.fee').
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { get, useForm, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { localized } from '../lib/localized-resolver.ts';
import { problemsOf, useSettingsSection, type SectionCalls, type SectionData } from './use-settings-section.ts';

/**
 * The message of the error at `path` (a dotted path, as the API names fields), or of the first
 * error under it: a box that holds a list as text ('10, 12.5, 15') shows its items' errors.
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return firstMessage(get(errors, path));
}

/** Every error's message by its dotted path, for parts that take a map of them (the About editors, translations). */
export function errorsByPath(errors: FieldErrors): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof node.message === 'string' && node.message && !found.has(path)) found.set(path, node.message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message' && key !== 'type') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return found;
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  if ('message' in node && typeof node.message === 'string' && node.message) return node.message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/** A refusal the form makes itself, at the API's field path: [path, message]. */
export type OwnProblem = readonly [path: readonly (string | number)[], message: string];

/**
 * The schema of a form whose values are typed text the settings are read from (amounts,
 * coordinates): `own` refuses what cannot be read (first, so its words win on its field), then
 * the domain's `schema` judges the settings `settingsOf` reads, its refusals at the API's field
 * paths; what passes is those settings.
 */
export function readingForm<V, S>(schema: z.ZodType<S>, settingsOf: (values: V) => S, own: (values: V) => OwnProblem[] = () => []) {
  return z
    .custom<V>()
    .superRefine((values, context) => {
      for (const [path, message] of own(values)) context.addIssue({ code: 'custom', path: [...path], message });
      const result = schema.safeParse(settingsOf(values));
      if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform(settingsOf);
}

/**
 * `schema` checks the form's values (`In`, what the inputs hold, as `valuesOf` makes them from a
 * loaded section) and gives the settings the API takes (`S`). Its input is left wide: a domain
 * schema with defaults (for tenant files) takes fields the form always holds.
 */
export function useSettingsForm<In extends FieldValues, S extends FieldValues, D extends SectionData<S>>(
  calls: SectionCalls<S, D>,
  schema: z.ZodType<S, FieldValues>,
  valuesOf: (data: D) => In,
  /** `onInvalid`: after a refused check, with its errors (a form of controlled parts focuses its first problem itself). */
  options: { onInvalid?: (errors: FieldErrors<In>) => void } = {},
) {
  // Each load (the first, a save's answer, a Reload) is counted: the form takes it even when it
  // equals the one before (a Reload after a refused save puts back what the server holds).
  const [loaded, setLoaded] = useState<{ values: In; count: number } | undefined>(undefined);
  const [shown, setShown] = useState(0);
  const section = useSettingsSection<S, D>(calls, (data) => {
    // Read now, not in the state's updater: `valuesOf` may set the page's own state (the hours' "Saved").
    const values = valuesOf(data);
    setLoaded((before) => ({ values, count: (before?.count ?? 0) + 1 }));
  });
  // A failed check stays on screen until the next Save (as a server's refusal does), not as one types.
  // The schema reads any values (its input is wide, above); the values it is given are the form's.
  const resolver = localized(zodResolver(schema)) as Resolver<In, unknown, S>;
  const form = useForm<In, unknown, S>({ resolver, reValidateMode: 'onSubmit' });
  const { reset } = form;
  useEffect(() => {
    if (!loaded) return;
    reset(loaded.values);
    setShown(loaded.count);
  }, [loaded, reset]);

  const submit = form.handleSubmit(
    (settings) => {
      section.setProblems({ fields: new Map(), general: null });
      section.save.mutate(settings, {
        onError: (error) => {
          let first = true;
          for (const [field, message] of problemsOf(error, calls.texts.failed).fields) {
            form.setError(field as Path<In>, { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        },
      });
    },
    (errors) => {
      section.setProblems({ fields: new Map(), general: null });
      options.onInvalid?.(errors);
    },
  );

  const invalid = Object.keys(form.formState.errors).length > 0;
  return {
    section,
    form,
    /** Loaded: the form holds the section's values. */
    ready: shown > 0 && section.query.data !== undefined,
    submit,
    /** The save bar's line: a refusal naming no field, else "fix the errors" while any field has one. */
    problem: (fixErrors: string) => section.problems.general ?? (invalid || section.problems.fields.size > 0 ? fixErrors : null),
    errorAt: (path: string) => errorAt(form.formState.errors, path),
  };
}
