/** The site's addresses: GET, POST and DELETE /staff/settings/domains (Owner), answers checked by the domain's contract. */
import { domainsResponse, type DomainsResponse } from '@platter/domain';
import { i18n } from '../../../i18n/index.ts';
import { http } from '../../../lib/http.ts';

export type SiteAddresses = DomainsResponse['data'];


export async function getDomains(): Promise<SiteAddresses> {
  return (await http.get('/staff/settings/domains', domainsResponse, i18n.t('staffDomains:loadFailed'))).data;
}

export async function addDomain(domain: string): Promise<SiteAddresses> {
  return (await http.send('/staff/settings/domains', { method: 'POST', body: { domain } }, domainsResponse, i18n.t('staffDomains:saveFailed'))).data;
}

export async function removeDomain(domain: string): Promise<SiteAddresses> {
  return (await http.send(`/staff/settings/domains/${encodeURIComponent(domain)}`, { method: 'DELETE' }, domainsResponse, i18n.t('staffDomains:saveFailed'))).data;
}
