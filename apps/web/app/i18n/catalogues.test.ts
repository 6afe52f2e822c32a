/**
 * Every language's catalogues have the same keys and the same placeholders as en-GB's (issue 31):
 * the storefront's (apps/web/app/i18n/<language>/*.json) and the e-mails'
 * (apps/api/src/modules/mail/<language>.json, read as files: no source crosses apps).
 * Plural forms count as one key (`items_one`/`items_other` → `items`), since each language has its own.
 * The domain's message catalogues (packages/domain/src/messages/<language>.json) are keyed by the
 * English text itself: each translation has the same placeholders as its key (a template key's
 * `{{max}}` is filled from the message it matched).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAME_FORMS } from '@platter/domain';

const here = path.dirname(fileURLToPath(import.meta.url));
const mailDir = path.resolve(here, '../../../api/src/modules/mail');
const domainMessagesDir = path.resolve(here, '../../../../packages/domain/src/messages');

/**
 * Namespaces another branch of issue 31 translates (`content`: the staff screens): skipped only
 * while their pt-PT file does not exist at all. Remove this list when they are merged; a file that
 * exists is always checked whole.
 */
const NOT_YET_TRANSLATED = new Set<string>([
]);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
/** A restaurant name's Portuguese form (`{{restaurant.em}}`: 'na Tasca do Porto') counts as its plain placeholder. */
const NAME_FORM = new RegExp(`\\.(${NAME_FORMS.join('|')})$`);
const TAG = /<(\/?\w+)\s*\/?>/g;

/** key → its placeholders and tags (sorted, joined), for every string leaf; list items by index. */
function leaves(node: unknown, prefix = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (typeof node === 'string') {
    const key = prefix.replace(PLURAL, '');
    const marks = out.get(key) ?? new Set<string>();
    for (const match of node.matchAll(PLACEHOLDER)) if (match[1] !== 'count') marks.add(`{{${match[1]!.replace(NAME_FORM, '')}}}`);
    for (const match of node.matchAll(TAG)) marks.add(`<${match[1]}>`);
    out.set(key, marks);
  } else if (Array.isArray(node)) {
    node.forEach((item, index) => leaves(item, `${prefix}[${index}]`, out));
  } else if (node !== null && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${name}` : name, out);
  }
  return out;
}

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The differences between a catalogue and en-GB's: keys only in one, and placeholders that differ. */
export function catalogueDifferences(english: unknown, other: unknown): string[] {
  const a = leaves(english);
  const b = leaves(other);
  const problems: string[] = [];
  for (const key of a.keys()) if (!b.has(key)) problems.push(`missing: ${key}`);
  for (const key of b.keys()) if (!a.has(key)) problems.push(`not in en-GB: ${key}`);
  for (const [key, marks] of a) {
    const theirs = b.get(key);
    if (!theirs) continue;
    const x = [...marks].sort().join(' ');
    const y = [...theirs].sort().join(' ');
    if (x !== y) problems.push(`placeholders of ${key}: en-GB has [${x}], this has [${y}]`);
  }
  return problems;
}

/** The differences in a domain message catalogue: a translation whose placeholders are not its English key's. */
export function messageCatalogueDifferences(catalogue: { messages: Record<string, string>; validation: { field: string } }): string[] {
  const marks = (text: string) => [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => `{{${match[1]}}}`))].sort().join(' ');
  const problems: string[] = [];
  for (const [key, text] of Object.entries(catalogue.messages)) {
    if (marks(key) !== marks(text)) problems.push(`placeholders of "${key}": the key has [${marks(key)}], the translation [${marks(text)}]`);
  }
  if (marks(catalogue.validation.field) !== '{{field}}') problems.push(`validation.field must have [{{field}}], has [${marks(catalogue.validation.field)}]`);
  return problems;
}

const others = LANGUAGES.filter((language) => language !== 'en-GB');
const namespaces = readdirSync(path.join(here, 'en-GB')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5));

describe.each(others)('%s catalogues match en-GB', (language) => {
  it.each(namespaces)('%s', (namespace) => {
    const file = path.join(here, language, `${namespace}.json`);
    if (!existsSync(file) && NOT_YET_TRANSLATED.has(namespace)) return;
    expect(existsSync(file), `${language}/${namespace}.json is missing`).toBe(true);
    expect(catalogueDifferences(read(path.join(here, 'en-GB', `${namespace}.json`)), read(file))).toEqual([]);
  });

  it('has no namespace en-GB lacks', () => {
    const extra = readdirSync(path.join(here, language)).filter((file) => file.endsWith('.json') && !namespaces.includes(file.slice(0, -5)));
    expect(extra).toEqual([]);
  });

  it('e-mails', () => {
    expect(catalogueDifferences(read(path.join(mailDir, 'en-GB.json')), read(path.join(mailDir, `${language}.json`)))).toEqual([]);
  });

  it('domain messages (template keys and their translations)', () => {
    const file = path.join(domainMessagesDir, `${language}.json`);
    expect(existsSync(file), `packages/domain/src/messages/${language}.json is missing`).toBe(true);
    expect(messageCatalogueDifferences(read(file) as Parameters<typeof messageCatalogueDifferences>[0])).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a missing key, an extra key and a changed placeholder, and lets plural forms differ', () => {
    const english = { a: 'Hello {{name}}', b: { c: 'x' }, n_one: '{{count}} item', n_other: '{{count}} items', t: 'I accept the <terms>Terms</terms>' };
    expect(catalogueDifferences(english, { a: 'Olá {{nome}}', b: {}, d: 'y', n_one: '{{count}} artigo', n_many: '{{count}} artigos', t: 'Aceito os <terms>Termos</terms>' })).toEqual([
      'missing: b.c',
      'not in en-GB: d',
      'placeholders of a: en-GB has [{{name}}], this has [{{nome}}]',
    ]);
  });
});

describe('the domain messages check itself', () => {
  it('finds a translation that drops, renames or adds a placeholder of its template key', () => {
    const catalogue = {
      messages: {
        'must be at most {{max}}': 'deve ser no máximo {{max}}',
        'must be 0 for {{type}}': 'deve ser 0',
        'repeats {{path}} ("{{name}}")': 'repete {{caminho}} ("{{name}}")',
        'must not be negative': 'não pode ser negativo {{field}}',
      },
      validation: { field: '{{field}}: valor inválido.' },
    };
    expect(messageCatalogueDifferences(catalogue)).toEqual([
      'placeholders of "must be 0 for {{type}}": the key has [{{type}}], the translation []',
      'placeholders of "repeats {{path}} ("{{name}}")": the key has [{{name}} {{path}}], the translation [{{caminho}} {{name}}]',
      'placeholders of "must not be negative": the key has [], the translation [{{field}}]',
    ]);
  });
});

/**
 * The Portuguese glossary (docs/reference/languages.md, issue 40 item 22): headings, buttons and
 * labels in sentence case (no English Title Case: 'O seu cesto', not 'O Seu Cesto'); 'ementa' for
 * the restaurant's dishes ('menu' only for a navigation menu); 'e-mail', never 'email'.
 */
describe('the Portuguese glossary', () => {
  /** Words that keep their capital inside a sentence: names, brands, formats, languages. */
  const PROPER = new Set(['Tasca', 'Porto', 'Platter', 'Stripe', 'Google', 'Facebook', 'Instagram', 'Twitter', 'YouTube', 'TikTok', 'WebP', 'Natal', 'Dia', 'Maria', 'Silva', 'Sobre', 'Português', 'English', 'Reino', 'Unido']);
  const texts = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(texts) : [];
  const portuguese = [
    ...namespaces.flatMap((namespace) => texts(read(path.join(here, 'pt-PT', `${namespace}.json`)))),
    ...texts(read(path.join(mailDir, 'pt-PT.json'))),
  ];

  it('writes short texts in sentence case', () => {
    const titleCase = portuguese.filter((whole) => {
      // A count in brackets starts a title ('(3) Novas encomendas · …').
      const text = whole.replace(/^\(\{\{\w+\}\}\)\s*/, '');
      const words = text.match(/[A-Za-zÀ-ÿ][\wÀ-ÿ'-]*/g) ?? [];
      if (words.length < 2 || words.length > 8) return false;
      // A capital after the start of the text or of a sentence ('. ', '? ', '! ', '(').
      return [...text.matchAll(/(?<![{\w])([A-ZÀ-Ý][a-zà-ÿ]+)/g)].some((match) => {
        const before = text.slice(0, match.index).trimEnd();
        return before !== '' && !/[.!?(]$/.test(before) && !PROPER.has(match[1]!);
      });
    });
    expect(titleCase).toEqual([]);
  });

  it('says ementa for the dishes and e-mail for e-mail', () => {
    expect(portuguese.filter((text) => /\bmenu\b/i.test(text) && !/menu de navegação|Menu da conta|\/menu/.test(text))).toEqual([]);
    expect(portuguese.filter((text) => /(?<![{@.\w-])e?mail\b(?!\}\})/i.test(text.replace(/\{\{\w+\}\}/g, '')) && !/e-mail/i.test(text))).toEqual([]);
  });
});
