/** The plain-text body of the same content (for clients that show no HTML, and for spam filters). */
import type { Block, MailContent } from './content.ts';

const RULE = '----------------------------------------';

function block(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return b.text.toUpperCase();
    case 'paragraph':
      return b.text;
    case 'quote':
      return `${b.label}:\n${b.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'details':
      return b.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
    case 'items':
      return [
        b.title,
        RULE,
        ...b.lines.map((l) => [`${l.quantity} ${l.name}  ${l.amount}`, ...l.options.map((o) => `    ${o}`)].join('\n')),
      ].join('\n');
    case 'totals':
      return [RULE, ...b.rows.map((r) => `${r.total ? r.label.toUpperCase() : r.label}: ${r.amount}`)].join('\n');
  }
}

export function renderText(content: MailContent, footer: string): string {
  return `${content.blocks.map(block).join('\n\n')}\n\n--\n${footer}\n`;
}
