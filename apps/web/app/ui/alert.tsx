import { mdiAlert, mdiAlertCircle, mdiCheckCircle, mdiInformation } from '@mdi/js';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const TONES: Record<AlertTone, { icon: string; classes: string }> = {
  error: { icon: mdiAlertCircle, classes: 'border-error/30 bg-error/8 [--tone:var(--color-error)]' },
  warning: { icon: mdiAlert, classes: 'border-warning/35 bg-warning/10 [--tone:var(--color-warning)]' },
  info: { icon: mdiInformation, classes: 'border-info/30 bg-info/8 [--tone:var(--color-info)]' },
  success: { icon: mdiCheckCircle, classes: 'border-success/30 bg-success/8 [--tone:var(--color-success)]' },
};

/** A message box. Errors and warnings are announced (role="alert"); info and success politely. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
  titleAs: Title = 'p',
}: {
  tone?: AlertTone;
  title?: ReactNode;
  /** A page that is only this alert makes its title the page's heading ('h1'). */
  titleAs?: 'p' | 'h1' | 'h2';
  children?: ReactNode;
  /** A button or link shown under the text. */
  action?: ReactNode;
  className?: string;
}) {
  const { icon, classes } = TONES[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cx('flex gap-3 rounded-2xl border p-4 text-text', classes, className)}
    >
      <Icon path={icon} size={22} className="mt-0.5 text-[var(--tone)]" />
      <div className="min-w-0 flex-1">
        {title ? <Title className="font-semibold leading-snug">{title}</Title> : null}
        {children ? <div className={cx('text-sm leading-relaxed text-text/85', title ? 'mt-1' : null)}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
