import { mdiRefresh } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { BackToMenu } from './product-page.tsx';

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-3 sm:px-6 sm:pt-5 lg:px-8">{children}</div>;
}

/** While another product's details load (client navigation). */
export function ProductLoading() {
  const { t } = useTranslation('product');
  return (
    <Frame>
      <div role="status" aria-live="polite" className="mt-12 grid gap-6 lg:grid-cols-2 lg:gap-12" data-testid="product-loading">
        <Skeleton className="aspect-[4/3] w-full" rounded="rounded-3xl" />
        <div>
          <Skeleton className="h-5 w-24" rounded="rounded-full" />
          <Skeleton className="mt-4 h-9 w-3/4" />
          <Skeleton className="mt-3 h-7 w-24" />
          <SkeletonText lines={3} className="mt-6" />
          <p className="mt-8 text-text-muted">{t('loading')}</p>
        </div>
      </div>
    </Frame>
  );
}

/** Unknown, withdrawn or another restaurant's product (HTTP 404). */
export function ProductNotFound() {
  const { t } = useTranslation('product');
  return (
    <Frame>
      <BackToMenu className="-ml-2" />
      <div className="mx-auto mt-10 max-w-xl">
        <Alert
          tone="warning"
          title={t('notFound')}
          titleAs="h1"
          action={
            <ButtonLink to="/menu" variant="primary" size="sm">
              {t('backToMenu')}
            </ButtonLink>
          }
        />
      </div>
    </Frame>
  );
}

/** The product could not be fetched (server or network trouble). */
export function ProductLoadError({ message }: { message: string }) {
  const { t } = useTranslation('product');
  const revalidator = useRevalidator();
  return (
    <Frame>
      <BackToMenu className="-ml-2" />
      <div className="mx-auto mt-10 max-w-xl">
        <Alert
          tone="error"
          title={t('errorTitle')}
          titleAs="h1"
          action={
            <Button variant="outline" size="sm" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
              <Icon path={mdiRefresh} size={18} />
              {t('retry')}
            </Button>
          }
        >
          {message === t('errorTitle') ? null : message}
        </Alert>
      </div>
    </Frame>
  );
}
