/**
 * The back office's form kit: an error line wired to its control, a labelled input or text area
 * that shows the error under it (both take react-hook-form's `register()`), a checkbox drawn as a
 * chip, a labelled switch row, a titled group, and the sticky save bar.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from './button.tsx';
import { cx } from './cx.ts';
import { inputClasses } from './form-field.tsx';
import { Switch } from './switch.tsx';

/** The error (or hint) under a control; its id is `${id}-message`. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (!error && !hint) return null;
  return (
    <p id={`${id}-message`} className={cx('mt-1.5 text-sm', error ? 'font-medium text-error' : 'text-text-muted')} data-field-error={error ? true : undefined}>
      {error || hint}
    </p>
  );
}

/** `aria-invalid` and `aria-describedby` for a control with `id`. */
export function described(id: string, error?: string, hint?: ReactNode) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error || hint ? `${id}-message` : undefined } as const;
}

export function Field({
  id,
  label,
  error,
  hint,
  className,
  inputClassName,
  ...input
}: { id: string; label: string; error?: string; hint?: ReactNode; inputClassName?: string } & ComponentPropsWithRef<'input'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <input id={id} {...described(id, error, hint)} className={inputClasses(Boolean(error), inputClassName)} {...input} />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ id, label, error, ...input }: { id: string; label: string; error?: string } & ComponentPropsWithRef<'textarea'>) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} rows={3} {...described(id, error)} className={inputClasses(Boolean(error), 'h-auto py-3 leading-relaxed')} {...input} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** A checkbox drawn as a chip (allergens, dietary labels, categories): 44 px tall, the box kept visible. */
export function CheckChip({ id, label, checked, onChange }: { id?: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label
      className={cx(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-semibold transition-colors',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        checked ? 'border-primary/50 bg-primary/10 text-text dark:border-accent/50 dark:bg-accent/15' : 'border-border text-text-muted hover:text-text',
      )}
    >
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-primary dark:accent-accent" />
      {label}
    </label>
  );
}

/** A row with a label and a switch (featured, available, shown). */
export function SwitchRow({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <span id={`${id}-label`} className="text-sm font-semibold">
        {label}
      </span>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-labelledby={`${id}-label`} />
    </div>
  );
}

/** A titled group of the form (a fieldset with a visible legend). */
export function FormSection({ id, title, hint, error, children }: { id?: string; title: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} className="rounded-2xl border border-border/80 bg-surface p-4 outline-none sm:p-5" {...(id ? described(id, error) : {})}>
      <legend className="float-left mb-1 w-full font-display text-lg font-semibold">{title}</legend>
      {hint ? <p className="clear-both mb-3 text-sm text-text-muted">{hint}</p> : <div className="clear-both" />}
      {children}
      {id ? <FieldMessage id={id} error={error} /> : null}
    </fieldset>
  );
}

/** The form's sticky foot: the problem that stops the save (read out), the submit button, and any other actions. */
export function SaveBar({ label, saving, disabled, problem, children }: { label: string; saving: boolean; disabled: boolean; problem: string | null; children?: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-border/70 bg-background/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
      {problem ? (
        <p role="alert" className="text-sm font-medium text-error">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={saving} disabled={disabled}>
          {label}
        </Button>
        {children}
      </div>
    </div>
  );
}
