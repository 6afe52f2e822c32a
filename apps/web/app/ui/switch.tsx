import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx.ts';

export type SwitchTone = 'primary' | 'success';

const ON: Record<SwitchTone, string> = {
  primary: 'bg-primary dark:bg-accent',
  success: 'bg-success',
};

/**
 * An on/off switch (a button with role="switch"). Name it with `aria-label` or
 * `aria-labelledby`. Off is a mid grey that keeps 3:1 against the surface in both themes.
 */
export function Switch({
  checked,
  onCheckedChange,
  tone = 'primary',
  className,
  disabled,
  ...rest
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  tone?: SwitchTone;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'role' | 'type'>) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors duration-150',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
        checked ? ON[tone] : 'bg-text-muted/75',
        className,
      )}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={cx('inline-block size-5 rounded-full bg-white shadow transition-transform duration-150', checked ? 'translate-x-6' : 'translate-x-1')}
      />
    </button>
  );
}
