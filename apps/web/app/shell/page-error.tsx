import { mdiAlertCircleOutline, mdiRefresh } from '@mdi/js';
import { useTranslation } from '../i18n/react.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** A friendly full-page error: title, message, Retry (reload) and Back to Home (or `back`). */
export function PageError({
  title,
  message,
  details,
  onRetry,
  back,
}: {
  title: string;
  message: string;
  details?: string;
  onRetry?: () => void;
  /** Where the second button goes; Home by default. */
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-error/10 text-error">
        <Icon path={mdiAlertCircleOutline} size={34} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-text-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={onRetry ?? (() => window.location.reload())}>
          <Icon path={mdiRefresh} size={18} />
          {t('error.retry')}
        </Button>
        <ButtonLink to={back?.to ?? '/'} variant="outline">
          {back?.label ?? t('error.goHome')}
        </ButtonLink>
      </div>
      {details ? (
        <details className="mt-10 w-full text-left">
          <summary className="cursor-pointer text-sm text-text-muted">{t('error.details')}</summary>
          <pre className="mt-2 max-h-72 overflow-auto rounded-xl bg-surface-variant p-4 text-xs">{details}</pre>
        </details>
      ) : null}
    </div>
  );
}
