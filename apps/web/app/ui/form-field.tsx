import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { afterTap } from './after-tap.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** The input look shared by the storefront's forms (48 px tall, rounded, focus ring in the tenant's colour). */
export function inputClasses(invalid: boolean, className?: string): string {
  return cx(
    'block h-12 w-full rounded-xl border bg-background px-4 text-base text-text shadow-xs transition',
    'placeholder:text-text-muted/70 focus:outline-none focus:ring-4',
    'read-only:bg-surface-variant/60 read-only:text-text-muted read-only:focus:ring-0 disabled:opacity-60',
    invalid
      ? 'border-error focus:border-error focus:ring-error/15'
      : 'border-border hover:border-text-muted/60 focus:border-primary focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20',
    className,
  );
}

export type TextFieldProps = {
  label: string;
  /** Shown under the field in the error colour; marks the input invalid. */
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** Content inside the input's right edge (an icon button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  containerClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/**
 * A labelled input with its error or hint underneath, wired for screen readers. Spread
 * react-hook-form's `register('field')` into it (React 19 passes `ref` as a prop). Its blur
 * handler (the form's check on leaving the field) waits for a tap in progress to land (`afterTap`).
 */
export function TextField({ label, error, hint, trailing, className, containerClassName, id, ref, onBlur, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error || hint;
  return (
    <div className={containerClassName}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-text">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          className={inputClasses(Boolean(error), cx(trailing ? 'pr-12' : null, className))}
          {...input}
          // The blur check's error must not move a button as the tap that blurred us lands on it.
          onBlur={onBlur ? (event) => afterTap(() => onBlur(event)) : undefined}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {message ? (
        <p id={messageId} className={cx('mt-1.5 text-sm', error ? 'font-medium text-error' : 'text-text-muted')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle (its labels are the caller's texts). */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((value) => !value)}
          className="inline-flex size-10 items-center justify-center rounded-full text-text-muted transition-colors hover:bg-text/8 hover:text-text"
        >
          <Icon path={visible ? mdiEyeOffOutline : mdiEyeOutline} size={20} />
        </button>
      }
    />
  );
}
