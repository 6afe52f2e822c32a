import { mdiHeart } from '@mdi/js';
import { cx } from './cx.ts';

const DISC = {
  /** On a thumbnail or a card's corner: a 32 px disc in a 44 px tap target. */
  sm: 'size-8',
  /** On a large photo: the disc fills the 44 px target. */
  lg: 'size-11',
} as const;

/**
 * A favourite toggle: a filled heart when `pressed`, its outline when not (one path, filled or
 * stroked, so the two states cost one icon). The tap target is 44 × 44 px whatever the disc's
 * size; the label says what a tap does ('Add … to favourites').
 */
export function HeartButton({
  pressed,
  label,
  onClick,
  size = 'sm',
  className,
}: {
  pressed: boolean;
  label: string;
  onClick: () => void;
  size?: keyof typeof DISC;
  className?: string;
}) {
  const icon = size === 'lg' ? 24 : 19;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-favorite={pressed ? 'on' : 'off'}
      className={cx(
        'group/heart z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full',
        'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus',
        className,
      )}
    >
      <span
        className={cx(
          DISC[size],
          'inline-flex items-center justify-center rounded-full bg-surface/92 shadow-md ring-1 ring-black/5 backdrop-blur-sm transition duration-150',
          'group-hover/heart:scale-110 group-active/heart:scale-90 dark:ring-white/10',
          pressed ? 'text-primary dark:text-accent' : 'text-text/75 group-hover/heart:text-primary dark:group-hover/heart:text-accent',
        )}
      >
        <svg viewBox="0 0 24 24" width={icon} height={icon} aria-hidden="true" focusable="false" className="shrink-0 overflow-visible">
          <path
            d={mdiHeart}
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={pressed ? 0 : 2}
            strokeLinejoin="round"
            className="transition-[fill] duration-150"
          />
        </svg>
      </span>
    </button>
  );
}
