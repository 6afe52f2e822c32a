/**
 * Every message the API writes as a literal (an AppError's text, a success answer's `message`, a
 * message constant) or by key (`apiMessage('…')`, issue 41) has its Portuguese in the domain's catalogue (issue 40 item 21: 'Registration
 * successful!' and a dozen others stayed English on Accept-Language: pt-PT). Messages built from
 * values are template keys in the catalogue, tested where they are raised
 * (portuguese-answers.test.ts). Node's own parser refusals (errors.ts, answered before a request
 * exists, so in no language but English) are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES_EN_GB, type MessageKey } from '@platter/domain';
import { translation } from './messages.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API's source files that answer requests (not tests, their scaffolding, the command-line tools or the start-up configuration). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'provisioning'].includes(entry.name) ? [] : sources(file);
    // config.ts: the operator's start-up refusals (the environment's variables), in English.
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && entry.name !== 'config.ts' ? [file] : [];
  });
}

const LITERALS = [
  /new AppError\(\s*'[A-Z_]+',\s*'((?:[^'\\]|\\.)+)'/g,
  /AppError\.(?:notFound|badRequest)\(\s*'((?:[^'\\]|\\.)+)'/g,
  /\bmessage:\s*'((?:[^'\\]|\\.)+)'/g,
  /const [A-Z][A-Z0-9_]* = '([A-Z][^'\\]*[.!?])';/g,
];
/** A message raised by key (issue 41): its English is the catalogue's. */
const BY_KEY = /\bapiMessage\('([\w.]+)'/g;
/** Answered by Node's parser before a request exists: no language to answer in. */
const NO_REQUEST = new Set(['The request headers are too large. Clear this site’s cookies and try again.', 'The request is not valid HTTP.']);

describe('the API’s messages in Portuguese', () => {
  it('has a translation for every message the API writes as it is', () => {
    const messages = new Set<string>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of LITERALS) for (const match of text.matchAll(pattern)) messages.add(match[1]!.replace(/\\'/g, "'"));
      for (const match of text.matchAll(BY_KEY)) messages.add(API_MESSAGES_EN_GB[match[1] as MessageKey]);
    }
    expect(messages.size).toBeGreaterThan(60);
    const untranslated = [...messages].filter((message) => !NO_REQUEST.has(message) && translation(message, 'pt-PT') === undefined);
    expect(untranslated).toEqual([]);
  });
});
