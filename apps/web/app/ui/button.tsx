import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../lib/hydrated.ts';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:brightness-110 active:brightness-95',
  secondary: 'bg-secondary text-on-secondary shadow-sm hover:brightness-110 active:brightness-95',
  /** Something that cannot be undone (cancel an order, hide a review): the error colour. */
  danger: 'bg-error text-on-error shadow-sm hover:brightness-110 active:brightness-95',
  outline: 'border border-current text-primary hover:bg-primary/8 dark:text-text dark:border-border dark:hover:bg-text/8',
  text: 'text-primary hover:bg-primary/8 dark:text-text dark:hover:bg-text/8',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-[0.9375rem] gap-2',
  lg: 'h-13 px-7 text-base gap-2.5',
};

/** The class list of a button, for elements that must look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  return cx(
    'inline-flex select-none items-center justify-center rounded-full font-semibold tracking-wide whitespace-nowrap',
    'transition duration-150 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    block && 'w-full',
    className,
  );
}

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  children?: ReactNode;
}

type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button(props: ButtonProps) {
  return props.type === 'submit' ? <SubmitButton {...props} /> : <PlainButton {...props} />;
}

/**
 * A submit button stays disabled until the page is hydrated: before that, the browser would
 * submit the form itself, as a GET with every field (a password too) in the address. Only submit
 * buttons follow hydration, so the others are not rendered again once it is done.
 */
function SubmitButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <PlainButton {...props} disabled={disabled || !hydrated} />;
}

function PlainButton({ variant, size, block, loading = false, className, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, block, className })}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** A react-router Link styled as a button. */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  children,
  ...rest
}: Omit<CommonProps, 'loading'> & LinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, block, className })} {...rest}>
      {children}
    </Link>
  );
}

/** A round icon-only button; `label` is its accessible name. */
export function IconButton({
  label,
  className,
  children,
  type = 'button',
  ...rest
}: { label: string; children: ReactNode; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-text/8 disabled:opacity-50',
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}

export function Spinner({ className, size = 18 }: { className?: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={cx('animate-spin', className)}
      fill="none"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
