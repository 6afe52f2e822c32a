/**
 * The stand-in's hosted Checkout page (`GET /c/pay/:id`): who is paid and how much, the lines
 * with their quantities and amounts, the discount and the total, and three buttons in forms,
 * Pay, Decline and Cancel, that a browser test presses as a diner would. A declined card leaves
 * the diner on the page with "Your card was declined."; a completed or expired session shows
 * "This checkout session is no longer available."
 */
import { formatAmount, type SessionLine } from './objects.ts';
import type { CheckoutSession, Coupon } from './types.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  h1 .amount { display: block; font-size: 2rem; margin-top: 0.25rem; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 1rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
  th, td { padding: 0.25rem 0; text-align: left; }
  td:last-child, th.amount { text-align: right; }
  tfoot th, tfoot td { border-top: 1px solid #e3e8ee; }
  [role="alert"] { color: #b3093c; font-weight: 600; }
  form { display: inline-block; margin: 0.25rem 0.5rem 0.25rem 0; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 0.25rem; border: 1px solid #4f46e5; background: #fff; color: #3d34d6; cursor: pointer; }
  button.primary { background: #4f46e5; color: #fff; }
  .note { color: #4f566b; font-size: 0.875rem; margin-top: 1.5rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
<p class="note">Stripe stand-in (test mode): no card is charged.</p>
</main>
</body>
</html>
`;
}

export interface HostedPageView {
  session: CheckoutSession;
  lines: SessionLine[];
  coupon: Coupon | undefined;
  /** Who is paid: the connected account's name, or its id. */
  business: string;
  declined: boolean;
}

export function checkoutPage({ session, lines, coupon, business, declined }: HostedPageView): string {
  const money = (minor: number) => escapeHtml(formatAmount(minor, session.currency));
  if (session.status !== 'open') return unavailablePage();
  const rows = lines
    .map((line) => `<tr><th scope="row">${escapeHtml(line.name)}</th><td>${line.quantity}</td><td>${money(line.unitAmount * line.quantity)}</td></tr>`)
    .join('\n');
  const discount = session.total_details.amount_discount;
  const discountRow =
    discount > 0
      ? `<tr><th scope="row" colspan="2">Discount${coupon?.name ? ` (${escapeHtml(coupon.name)})` : ''}</th><td>−${money(discount)}</td></tr>`
      : '';
  const id = encodeURIComponent(session.id);
  const content = `<h1>Pay ${escapeHtml(business)} <span class="amount">${money(session.amount_total)}</span></h1>
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="2">Subtotal</th><td>${money(session.amount_subtotal)}</td></tr>
${discountRow}
<tr><th scope="row" colspan="2">Total due</th><td>${money(session.amount_total)}</td></tr>
</tfoot>
</table>
${declined ? '<p role="alert">Your card was declined.</p>' : ''}
<form method="post" action="/c/pay/${id}/pay"><button type="submit" class="primary">Pay</button></form>
<form method="post" action="/c/pay/${id}/decline"><button type="submit">Decline</button></form>
${session.cancel_url ? `<form method="post" action="/c/pay/${id}/cancel"><button type="submit">Cancel</button></form>` : ''}`;
  return page(`Pay ${business}`, content);
}

export function unavailablePage(): string {
  return page('Checkout unavailable', '<h1>This checkout session is no longer available.</h1>');
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Not found</h1>');
}
