/**
 * /staff/settings/domains (Owner): where the site is found. Its address on the platform, always;
 * the restaurant's own domains, added here with the DNS record to create at its domain provider
 * (a CNAME to the platform address) and removed after a confirmation. A domain serves the site as
 * soon as its record points here; ownership is not verified yet (docs/deploy.md).
 */
import { mdiDeleteOutline, mdiOpenInNew, mdiWeb } from '@mdi/js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { addDomain, getDomains, removeDomain, type SiteAddresses } from './domains-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffDomains.json', { eager: true, import: 'default' }));

function DnsRecord({ host, target }: { host: string; target: string }) {
  const { t } = useTranslation('staffDomains');
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-xl bg-surface-variant/70 p-3 text-sm" data-testid="dns-record">
      <dt className="text-text-muted">{t('record.type')}</dt>
      <dd className="font-mono font-semibold">CNAME</dd>
      <dt className="text-text-muted">{t('record.name')}</dt>
      <dd className="break-all font-mono font-semibold">{host}</dd>
      <dt className="text-text-muted">{t('record.value')}</dt>
      <dd className="break-all font-mono font-semibold">{target}</dd>
    </dl>
  );
}

function Addresses({ data }: { data: SiteAddresses }) {
  const { t } = useTranslation('staffDomains');
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (next: SiteAddresses) => queryClient.setQueryData(staffSettingsKeys.section('domains'), next);
  const add = useMutation({
    mutationFn: addDomain,
    onSuccess: (next) => {
      saved(next);
      setDomain('');
      setProblem(null);
      showSnackbar({ message: t('added'), color: 'success', timeout: 2500 });
    },
    onError: (error) => setProblem(error instanceof ApiRequestError ? (error.fieldErrors[0]?.message ?? error.message) : t('saveFailed')),
  });
  const remove = useMutation({
    mutationFn: removeDomain,
    onSuccess: (next) => {
      saved(next);
      showSnackbar({ message: t('removed'), color: 'success', timeout: 2500 });
    },
    onError: (error) => showSnackbar({ message: error.message, color: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!domain.trim()) return setProblem(t('required'));
    add.mutate(domain);
  };
  const own = data.addresses.filter((address) => address.kind === 'custom');
  const platform = data.addresses.find((address) => address.kind === 'platform');

  return (
    <div className="space-y-5">
      <section aria-labelledby="domains-platform" className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-7">
        <h2 id="domains-platform" className="font-display text-xl font-semibold">
          {t('platform.title')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('platform.lead')}</p>
        {platform ? (
          <a href={`https://${platform.host}`} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1.5 break-all font-semibold text-primary underline underline-offset-2 dark:text-accent">
            {platform.host}
            <Icon path={mdiOpenInNew} size={16} />
          </a>
        ) : null}
      </section>
      <section aria-labelledby="domains-own" className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-7">
        <h2 id="domains-own" className="font-display text-xl font-semibold">
          {t('own.title')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('own.lead')}</p>
        {own.length === 0 ? <p className="mt-4 text-text-muted">{t('own.none')}</p> : null}
        <ul className="mt-4 space-y-3">
          {own.map((address) => (
            <li key={address.host} className="rounded-2xl border border-border/80 p-4" data-testid="own-domain">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="flex min-w-0 items-center gap-2 font-semibold">
                  <Icon path={mdiWeb} size={20} className="shrink-0 text-primary dark:text-accent" />
                  <span className="break-all">{address.host}</span>
                </p>
                <Button
                  variant="text"
                  size="sm"
                  loading={remove.isPending && remove.variables === address.host}
                  aria-label={t('remove', { domain: address.host })}
                  onClick={() => {
                    if (window.confirm(t('confirmRemove', { domain: address.host }))) remove.mutate(address.host);
                  }}
                >
                  <Icon path={mdiDeleteOutline} size={18} />
                  {t('removeShort')}
                </Button>
              </div>
              <p className="mt-2 text-sm text-text-muted">{t('record.lead')}</p>
              <DnsRecord host={address.host} target={data.dnsTarget} />
            </li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('own.label')}
            placeholder="order.example.com"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            error={problem ?? undefined}
            hint={t('own.hint')}
            autoComplete="off"
            inputMode="url"
            spellCheck={false}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" loading={add.isPending} className="sm:mt-7">
            {t('add')}
          </Button>
        </form>
      </section>
    </div>
  );
}

export default function DomainsPage() {
  const { t } = useTranslation('staffDomains');
  const query = useQuery({ queryKey: staffSettingsKeys.section('domains'), queryFn: getDomains, staleTime: 0 });
  return (
    <div data-testid="domains-settings">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-prose text-text-muted">{t('lead')}</p>
      <div className="mt-5">
        {query.isPending ? (
          <Skeleton className="h-64" rounded="rounded-3xl" />
        ) : query.isError ? (
          <Alert tone="error" action={<Button variant="outline" size="sm" onClick={() => void query.refetch()}>{t('retry')}</Button>}>
            {query.error.message}
          </Alert>
        ) : (
          <Addresses data={query.data} />
        )}
      </div>
    </div>
  );
}
