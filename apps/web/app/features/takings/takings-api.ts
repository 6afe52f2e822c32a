/** The Takings screen's calls: GET /staff/reports/takings (checked by the domain's contract) and the CSV export as a download. */
import { takingsResponse, type Takings } from '@platter/domain';
import { i18n } from '../../i18n/index.ts';
import { http } from '../../lib/http.ts';

export interface ReportRange {
  from: string;
  to: string;
}


const rangeQuery = (range: ReportRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export async function getTakings(range: ReportRange): Promise<Takings> {
  return (await http.get(`/staff/reports/takings?${rangeQuery(range)}`, takingsResponse, i18n.t('staffTakings:loadFailed'))).data.takings;
}

/**
 * The export, fetched by the signed-in client (a plain link would carry no token; a 401 refreshes
 * it once, as every call does) and handed to the browser as a file: the server's name for it, its
 * bytes untouched (the BOM Excel needs included).
 */
export async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  const { blob, filename } = await http.download(`/staff/reports/orders.csv?${rangeQuery(range)}`, i18n.t('staffTakings:downloadFailed'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `orders-${range.from}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
