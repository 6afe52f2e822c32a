import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  /** The accessible name and the bold line. */
  label: string;
  hint?: ReactNode;
  /** An @mdi/js path shown before the label. */
  icon?: string;
  /** Beside the label (a 'Default' badge). */
  badge?: ReactNode;
}

/** A radio drawn as a selectable card; its label is the accessible name. */
export function RadioCard({ name, value, checked, disabled, onChange, label, hint, icon, badge }: RadioCardProps) {
  return (
    <label
      className={cx(
        'relative flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition',
        checked ? 'border-primary bg-primary/6 dark:border-accent dark:bg-accent/10' : 'border-border/80 hover:border-text-muted/50',
        disabled && 'cursor-not-allowed opacity-50',
        'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-semibold">
          {icon ? <Icon path={icon} size={20} className="text-primary dark:text-accent" /> : null}
          <span>{label}</span>
          {badge}
        </span>
        {hint ? <span className="mt-0.5 block text-sm text-text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
