/** The Takings screen's calls: GET /staff/reports/takings (checked by the domain's contract) and the CSV export as a download. */
import { takingsResponse, type Takings } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { API_BASE, ApiRequestError } from '../../lib/api-client.ts';
import { http, refreshAccessToken } from '../../lib/http.ts';
import { useSessionStore } from '../../lib/session-store.ts';

export interface ReportRange {
  from: string;
  to: string;
}

export const takingsKeys = { range: (range: ReportRange) => ['staff', 'reports', 'takings', range.from, range.to] as const };

const rangeQuery = (range: ReportRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export async function getTakings(range: ReportRange): Promise<Takings> {
  return takingsResponse.parse(await http.get(`/staff/reports/takings?${rangeQuery(range)}`, i18n.t('staffTakings:loadFailed'))).data.takings;
}

/**
 * The export, fetched with the session's token (a plain link would carry none) and handed to the
 * browser as a file: the server's name for it, its bytes untouched (the BOM Excel needs included).
 */
export async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  const path = `${API_BASE}/staff/reports/orders.csv?${rangeQuery(range)}`;
  const fetchWith = (token: string | null) => fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  let response = await fetchWith(useSessionStore.getState().accessToken);
  if (response.status === 401) response = await fetchWith(await refreshAccessToken());
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiRequestError(response.status, body, i18n.t('staffTakings:downloadFailed'));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `orders-${range.from}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
