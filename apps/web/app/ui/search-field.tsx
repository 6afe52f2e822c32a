import { mdiClose, mdiMagnify } from '@mdi/js';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/**
 * A search box (the menu's, the staff menu's): the label for screen readers, a magnifier, and
 * a clear button once there is text. Enter puts a phone's keyboard away; the list below already
 * shows the results.
 */
export function SearchField({
  id,
  label,
  clearLabel,
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={cx('relative min-w-0 flex-1', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon path={mdiMagnify} size={20} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        className={cx(
          'h-11 w-full rounded-full border border-border bg-surface pr-11 pl-11 text-[0.9375rem] text-text shadow-sm',
          'placeholder:text-text-muted focus:border-focus focus:ring-2 focus:ring-focus/25 focus:outline-none',
          '[&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          title={clearLabel}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-text-muted hover:bg-text/8 hover:text-text"
        >
          <Icon path={mdiClose} size={18} />
        </button>
      ) : null}
    </div>
  );
}
