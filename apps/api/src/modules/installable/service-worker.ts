/**
 * /sw.js: the hand-written worker (service-worker.js) with its version, the shell it caches and
 * the domain's offline patterns put in front. The version is SERVICE_WORKER_VERSION when set (a deployment's release id), else
 * the web build's own version (React Router's manifest hash, new with every build): a new value
 * makes new bytes, which is how browsers notice a new worker.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../../paths.ts';
import { NETWORK_ONLY_PATH, OFFLINE_PICTURE_PATH } from '@platter/domain';
import type { WebShell } from '../../platform/web.ts';

/** Pages kept at install, so the first visit is enough to read the menu offline. */
export const SHELL_PAGES = ['/offline', '/menu', '/'];

const SOURCE = join(API_ROOT, 'src/modules/installable/service-worker.js');

let template: string | null = null;

export function serviceWorkerScript(version: string, shell: WebShell | null): string {
  template ??= readFileSync(SOURCE, 'utf8');
  const settings = { assets: shell?.assets ?? [], pages: SHELL_PAGES };
  return [
    `const VERSION = ${JSON.stringify(version)};`,
    `const SHELL = ${JSON.stringify(settings)};`,
    // The same patterns the page's side uses (one list, in the domain).
    `const NETWORK_ONLY = ${String(NETWORK_ONLY_PATH)};`,
    `const IMAGES = ${String(OFFLINE_PICTURE_PATH)};`,
    template,
  ].join('\n');
}
