/** An @mdi/js icon: `<Icon path={mdiLeaf} />`. Decorative (aria-hidden) unless `title` is given. */
export function Icon({
  path,
  size = 24,
  className,
  title,
}: {
  path: string;
  size?: number | string;
  className?: string;
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={path} />
    </svg>
  );
}
