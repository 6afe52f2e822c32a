/**
 * The `tenant` commands (cli.ts runs them). stdout carries only a command's result: the file of
 * `export`, the summary of `import`; progress and problems go to stderr. The database is the
 * server's, opened as server.ts opens it (loadConfig, openDatabase, migrations; never the demo
 * seed): PostgreSQL with DATABASE_URL, also while servers run, else the embedded database in
 * DATA_DIR, which one process at a time may open.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { addDomain, normaliseDomain, removeDomain, type DomainChange } from './domains.ts';
import { ProvisioningError, unknownSlug } from './errors.ts';
import { exportTenant } from './export.ts';
import { importTenant, type ImportResult } from './import.ts';
import { grantOperator, operatorSummary, revokeOperator } from './operators.ts';
import { printerAddressRule } from '../modules/printing/index.ts';
import { tenantFileJsonSchemaText } from './json-schema.ts';
import { formatTenantFile, parseTenantFileText, TenantFileError } from './tenant-file.ts';

const USAGE = `Usage: npm run tenant -- <command>

  export SLUG [--output FILE]   print the restaurant as a tenant file (JSON) on stdout, or write FILE
  import FILE [--dry-run]       create the restaurant FILE describes, or update it when its slug exists
                                ('-' reads stdin; --dry-run shows the changes and writes nothing)
  validate FILE                 check a tenant file without opening the database
  add-domain SLUG DOMAIN        serve the restaurant at DOMAIN too (e.g. eat.example.com)
  remove-domain SLUG DOMAIN     stop serving it there
  grant-operator EMAIL          make the account a platform operator (above every organisation)
  revoke-operator EMAIL         take the platform operator role away
  schema                        print the tenant file's JSON Schema

The database is the server's: PostgreSQL with DATABASE_URL (fine while the server runs), else the
embedded database in DATA_DIR (stop the server first). See docs/provisioning.md.`;

export interface Io {
  out(text: string): void;
  err(text: string): void;
  readStdin(): string;
  /** Where relative FILE paths start: the directory npm was run from. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

class UsageError extends Error {}

interface Args {
  command: string | undefined;
  positional: string[];
  output: string | undefined;
  dryRun: boolean;
  help: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { command: undefined, positional: [], output: undefined, dryRun: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--output' || arg === '-o') {
      args.output = argv[++i];
      if (!args.output) throw new UsageError(`${arg} needs a file name.`);
    } else if (arg.startsWith('--output=')) args.output = arg.slice('--output='.length);
    else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Unknown option ${arg}.`);
    else if (args.command === undefined) args.command = arg;
    else args.positional.push(arg);
  }
  return args;
}

function takeArgs(args: Args, names: string[]): string[] {
  if (args.positional.length !== names.length) {
    throw new UsageError(`${args.command} takes ${names.join(' ')}${args.positional.length > names.length ? ', nothing more' : ''}.`);
  }
  return args.positional;
}

function readInput(io: Io, file: string): string {
  if (file === '-') return io.readStdin();
  try {
    return readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (err) {
    throw new ProvisioningError(`Cannot read ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}.`);
  }
}

function describeDatabase(config: Config): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.DATA_DIR} (DATA_DIR)`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL at ${url.host}${url.pathname} (DATABASE_URL)`;
}

async function withDatabase<T>(io: Io, work: (db: Database, config: Config) => Promise<T>): Promise<T> {
  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (err) {
    throw new ProvisioningError((err as Error).message);
  }
  io.err(`Using ${describeDatabase(config)}.`);
  let database;
  try {
    // A command is maintenance work: a migration or a large import may take longer than a request may wait.
    database = await openDatabase(config, { maintenance: true });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new ProvisioningError(
      `${err.message}\nThe server (or another command) has the embedded database open: stop it and run this again. ` +
        'With PostgreSQL (DATABASE_URL) these commands work while servers run.',
    );
  }
  try {
    try {
      await migrateDatabase(database);
    } catch (err) {
      // Unreachable server, wrong password, no such database: say which, without a stack.
      const cause = (err as { cause?: unknown }).cause ?? err;
      if (!(cause instanceof Error) || typeof (cause as { code?: unknown }).code !== 'string') throw err;
      throw new ProvisioningError(`Cannot use ${describeDatabase(config)}: ${cause.message}`);
    }
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function importSummary(result: ImportResult, config: Pick<Config, 'BASE_DOMAIN'>, dryRun: boolean): string {
  const { slug } = result;
  const lines = dryRun ? ['Dry run: the import was rolled back; it would do this.'] : [];
  if (result.created) lines.push(`Created "${slug}" (${plural(result.total, 'row')} written).`);
  else if (result.total === 0) lines.push(`"${slug}" already matches the file: nothing changed.`);
  else lines.push(`Updated "${slug}": ${plural(result.total, 'change')}.`);
  for (const [kind, c] of Object.entries(result.changes)) {
    const parts = [
      c.added && `${c.added} added`,
      c.updated && `${c.updated} updated`,
      c.removed && `${c.removed} removed`,
      c.deactivated && `${c.deactivated} switched off (orders refer to them)`,
    ].filter(Boolean);
    if (parts.length) lines.push(`  ${kind}: ${parts.join(', ')}`);
  }
  if (result.created) {
    lines.push(`Served at ${slug}.${config.BASE_DOMAIN}; for a domain of its own: npm run tenant -- add-domain ${slug} DOMAIN`);
  }
  const owner = result.owner;
  if (owner?.accountCreated) {
    lines.push(`Owner account created for ${owner.email}. One-time password: ${owner.oneTimePassword}`);
    lines.push('  (shown only now, never stored in clear: hand it to the owner, who signs in and changes it under Profile)');
  } else if (owner && owner.membership !== 'unchanged') {
    lines.push(`${owner.email} (an existing account) ${owner.membership === 'added' ? 'is now an owner' : 'was promoted to Owner'} of "${slug}".`);
  }
  return `${lines.join('\n')}\n`;
}

function domainSummary(change: DomainChange, verb: 'add' | 'remove'): string {
  const state = change.changed ? (verb === 'add' ? 'now serves' : 'no longer serves') : verb === 'add' ? 'already serves' : 'did not serve';
  const list = change.domains.length ? change.domains.join(', ') : 'none';
  return `${change.domain} ${state} "${change.slug}". Its domains: ${list}.\n`;
}

async function run(args: Args, io: Io): Promise<void> {
  switch (args.command) {
    case 'schema':
      takeArgs(args, []);
      return io.out(tenantFileJsonSchemaText());
    case 'validate': {
      const [file] = takeArgs(args, ['FILE']);
      const parsed = parseTenantFileText(readInput(io, file!), file);
      const counts = [
        plural(parsed.categories.length, 'category', 'categories'),
        plural(parsed.products.length, 'product'),
        plural(parsed.promotions.length, 'promotion'),
        plural(parsed.highlights.length, 'highlight'),
      ];
      return io.out(`${file} is a valid tenant file for "${parsed.slug}": ${counts.join(', ')}.\n`);
    }
    case 'export': {
      const [slug] = takeArgs(args, ['SLUG']);
      const text = await withDatabase(io, async (db) => {
        const file = await exportTenant(db, slug!);
        if (file) return formatTenantFile(file);
        throw await unknownSlug(db, slug!);
      });
      if (!args.output) return io.out(text);
      writeFileSync(resolve(io.cwd, args.output), text);
      return io.err(`Wrote ${args.output}.`);
    }
    case 'import': {
      const [file] = takeArgs(args, ['FILE']);
      const source = file === '-' ? 'The input' : file!;
      const parsed = parseTenantFileText(readInput(io, file!), source);
      const { result, config } = await withDatabase(io, async (db, config) => ({
        result: await importTenant(db, parsed, {
          dryRun: args.dryRun,
          source,
          photoFetch: { allowPrivateAddresses: config.TENANT_PHOTO_FETCH_ALLOW_PRIVATE },
          mediaBucket: config.MEDIA_BUCKET,
          printerAddresses: printerAddressRule(config),
        }),
        config,
      }));
      return io.out(importSummary(result, config, args.dryRun));
    }
    case 'add-domain':
    case 'remove-domain': {
      const [slug, domain] = takeArgs(args, ['SLUG', 'DOMAIN']);
      const change = await withDatabase(io, (db, config) => {
        const host = normaliseDomain(domain!, config.BASE_DOMAIN);
        return args.command === 'add-domain' ? addDomain(db, slug!, host) : removeDomain(db, slug!, host);
      });
      return io.out(domainSummary(change, args.command === 'add-domain' ? 'add' : 'remove'));
    }
    case 'grant-operator':
    case 'revoke-operator': {
      const [email] = takeArgs(args, ['EMAIL']);
      const grant = args.command === 'grant-operator';
      const change = await withDatabase(io, (db) => (grant ? grantOperator(db, email!) : revokeOperator(db, email!)));
      return io.out(operatorSummary(change, grant ? 'grant' : 'revoke'));
    }
    default:
      throw new UsageError(args.command ? `Unknown command "${args.command}".` : 'Name a command.');
  }
}

/** Runs one command; the exit code: 0 done, 1 refused or failed, 2 misused. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.out(`${USAGE}\n`);
      return 0;
    }
    await run(args, io);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    // Expected refusals read as they are; anything else is a bug and keeps its stack.
    const expected = err instanceof TenantFileError || err instanceof ProvisioningError;
    io.err(expected ? err.message : String((err as Error).stack ?? err));
    return 1;
  }
}
