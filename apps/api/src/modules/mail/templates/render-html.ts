/** The HTML body: a table layout with inline styles (what mail clients understand), in the restaurant's colours. */
import type { Block, Brand, MailContent } from './content.ts';
import { html, multiline, safeColour, safeUrl, type SafeHtml } from './html.ts';
import { mailLanguage } from './i18n.ts';

const TEXT = '#1f1f1f';
const MUTED = '#6b6b6b';
const BORDER = '#e5e5e5';
const FONT = "font-family:Arial,Helvetica,sans-serif;";

function block(b: Block, brand: Brand): SafeHtml {
  const primary = safeColour(brand.primary, '#333333');
  const onPrimary = safeColour(brand.onPrimary, '#ffffff');
  switch (b.kind) {
    case 'heading':
      return html`<h1 style="${FONT}font-size:22px;margin:0 0 16px;color:${primary};">${b.text}</h1>`;
    case 'paragraph':
      return html`<p style="${FONT}font-size:15px;line-height:1.5;margin:0 0 16px;color:${TEXT};">${b.text}</p>`;
    case 'quote':
      return html`<p style="${FONT}font-size:13px;margin:0 0 4px;color:${MUTED};">${b.label}</p>
<blockquote style="${FONT}font-size:15px;line-height:1.5;margin:0 0 16px;padding:8px 12px;border-left:4px solid ${primary};color:${TEXT};">${multiline(b.text)}</blockquote>`;
    case 'button': {
      const url = safeUrl(b.url);
      if (!url) return html``;
      return html`<p style="margin:8px 0 24px;"><a href="${url}" style="${FONT}display:inline-block;padding:12px 20px;border-radius:6px;background:${primary};color:${onPrimary};font-weight:bold;text-decoration:none;">${b.label}</a></p>`;
    }
    case 'details':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${b.rows.map(
        (r) =>
          html`<tr><td style="${FONT}font-size:14px;color:${MUTED};padding:4px 12px 4px 0;vertical-align:top;white-space:nowrap;">${r.label}</td><td style="${FONT}font-size:14px;color:${TEXT};padding:4px 0;">${multiline(r.value)}</td></tr>`,
      )}</table>`;
    case 'items':
      return html`<h2 style="${FONT}font-size:16px;margin:8px 0;color:${TEXT};">${b.title}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px;border-top:1px solid ${BORDER};">${b.lines.map(
        (l) =>
          html`<tr><td style="${FONT}font-size:14px;color:${TEXT};padding:8px 8px 8px 0;vertical-align:top;white-space:nowrap;">${l.quantity}</td><td style="${FONT}font-size:14px;color:${TEXT};padding:8px 0;">${l.name}${l.options.map(
            (o) => html`<br><span style="font-size:12px;color:${MUTED};">${o}</span>`,
          )}</td><td align="right" style="${FONT}font-size:14px;color:${TEXT};padding:8px 0 8px 8px;vertical-align:top;white-space:nowrap;">${l.amount}</td></tr>`,
      )}</table>`;
    case 'totals':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-top:1px solid ${BORDER};">${b.rows.map((r) => {
        const weight = r.total ? 'font-weight:bold;font-size:16px;' : 'font-size:14px;';
        return html`<tr><td style="${FONT}${weight}color:${TEXT};padding:4px 0;">${r.label}</td><td align="right" style="${FONT}${weight}color:${TEXT};padding:4px 0;white-space:nowrap;">${r.amount}</td></tr>`;
      })}</table>`;
  }
}

export function renderHtml(content: MailContent, brand: Brand, footer: string): string {
  const primary = safeColour(brand.primary, '#333333');
  const onPrimary = safeColour(brand.onPrimary, '#ffffff');
  const logo = safeUrl(brand.logoUrl);
  const home = safeUrl(brand.origin);
  const header = logo
    ? html`<img src="${logo}" alt="${brand.name}" height="48" style="display:block;height:48px;max-width:240px;border:0;">`
    : html`<span style="${FONT}font-size:20px;font-weight:bold;color:${onPrimary};">${brand.name}</span>`;
  return html`<!DOCTYPE html>
<html lang="${mailLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${content.subject}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${primary};padding:16px 24px;">${home ? html`<a href="${home}" style="text-decoration:none;">${header}</a>` : header}</td></tr>
<tr><td style="padding:24px;">
${content.blocks.map((b) => block(b, brand))}
</td></tr>
<tr><td style="${FONT}font-size:12px;line-height:1.5;color:${MUTED};padding:16px 24px;border-top:1px solid ${BORDER};">${multiline(footer)}</td></tr>
</table>
</td></tr></table>
</body></html>`.value;
}
