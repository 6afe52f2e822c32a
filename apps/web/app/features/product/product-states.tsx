import { mdiRefresh } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProductFrame as Frame } from './product-loading.tsx';
import { BackToMenu } from './product-page.tsx';

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
