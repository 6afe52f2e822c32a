import { mdiRefresh } from '@mdi/js';
import { useTranslation } from '../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { Skeleton, SkeletonText } from '../ui/skeleton.tsx';

/** The spec's configuration error texts: 4xx carry the server's problem, 0 / 5xx are "network". */
export function configErrorText(
  t: (key: string, options?: Record<string, unknown>) => string,
  error: { status: number; message: string },
): string {
  if (error.status === 0 || error.status >= 500) return t('config.network');
  return t('config.problem', { message: error.message });
}

/** Shown instead of the page when the restaurant for this domain could not be loaded. */
export function ConfigError({ error }: { error: { status: number; message: string } }) {
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:py-24">
      <Alert
        tone="error"
        title={t('config.title')}
        action={
          <Button
            variant="outline"
            size="sm"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            <Icon path={mdiRefresh} size={18} />
            {t('error.retry')}
          </Button>
        }
      >
        <p data-testid="config-error">{configErrorText(t, error)}</p>
      </Alert>
    </div>
  );
}

/** The page area while the restaurant's configuration is loading. */
export function BootSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-[50vh] w-full" rounded="rounded-3xl" />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3">
            <Skeleton className="aspect-[4/3] w-full" rounded="rounded-2xl" />
            <SkeletonText lines={2} />
          </div>
        ))}
      </div>
    </div>
  );
}
