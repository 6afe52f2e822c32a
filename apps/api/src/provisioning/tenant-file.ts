/**
 * Reading a tenant file: every problem listed by its path, in words a person fixing the file
 * understands (`products[3].options[0].maxSelections: must be at least 1`), and writing one in
 * the one canonical form that `export` prints.
 */
import type { z } from 'zod';
import { formatPath } from '@platter/domain';
import { tenantFileSchema, type TenantFile } from './schema.ts';

export interface FileProblem {
  /** Where, as 'products[3].options[0].maxSelections'; '(file)' for the file as a whole. */
  path: string;
  message: string;
}

export class TenantFileError extends Error {
  readonly problems: FileProblem[];

  /** `verdict`: what the problems mean ('cannot be imported' when the file is sound but what it names is not). */
  constructor(source: string, problems: FileProblem[], verdict = 'is not a valid tenant file') {
    const lines = problems.map((p) => `  ${p.path}: ${p.message}`);
    super(`${source} ${verdict} (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}):\n${lines.join('\n')}`);
    this.name = 'TenantFileError';
    this.problems = problems;
  }
}

const WORDS: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

const many = (n: number | bigint, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Messages for the issues the schema does not word itself. */
const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const n = issue.minimum;
      if (issue.origin === 'string') return n === 1 ? 'must not be empty' : `must be at least ${many(n, 'character')}`;
      if (issue.origin === 'array') return n === 1 ? 'must not be empty' : `must have at least ${many(n, 'item')}`;
      return issue.inclusive === false ? `must be more than ${n}` : `must be at least ${n}`;
    }
    case 'too_big': {
      const n = issue.maximum;
      if (issue.origin === 'string') return `must be at most ${many(n, 'character')}`;
      if (issue.origin === 'array') return `must have at most ${many(n, 'item')}`;
      return issue.inclusive === false ? `must be less than ${n}` : `must be at most ${n}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an e-mail address' : `must be a valid ${issue.format}`;
    default:
      return undefined;
  }
};

const FIELD_ORDER = Object.keys(tenantFileSchema.shape);

/**
 * Issues in file order by their first two steps (products[5] before products[6]): checks across
 * lists come last from zod. The sort is stable, so issues of one item keep zod's order.
 */
function inFileOrder(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const rank = (issue: z.core.$ZodIssue): [number, number] => {
    const [field, index] = issue.path;
    return [FIELD_ORDER.indexOf(String(field)), typeof index === 'number' ? index : -1];
  };
  return [...issues].sort((a, b) => {
    const [fa, ia] = rank(a);
    const [fb, ib] = rank(b);
    return fa - fb || ia - ib;
  });
}

function problemsOf(error: z.ZodError): FileProblem[] {
  return inFileOrder(error.issues).flatMap((issue): FileProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: 'is not a known field (check its spelling)' }));
    }
    return [{ path: issue.path.length ? formatPath(issue.path) : '(file)', message: issue.message }];
  });
}

/** The file as a valid TenantFile with its defaults filled in, or TenantFileError listing every problem. */
export function parseTenantFile(input: unknown, source = 'The file'): TenantFile {
  const result = tenantFileSchema.safeParse(input, { error: describeIssue });
  if (!result.success) throw new TenantFileError(source, problemsOf(result.error));
  return result.data;
}

/** Parses JSON text first; a syntax error is a problem of the file as a whole. */
export function parseTenantFileText(text: string, source = 'The file'): TenantFile {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (err) {
    throw new TenantFileError(source, [{ path: '(file)', message: `is not valid JSON: ${(err as Error).message}` }]);
  }
  return parseTenantFile(input, source);
}

const LINE_WIDTH = 100;

/** `{ "code": "GBP", "symbol": "£" }`, `["Gluten", "Milk"]`: a value on one line. */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

/** Two-space JSON that keeps a list or object on one line when it fits in LINE_WIDTH. */
function block(value: unknown, indent: string, lead: number): string {
  const flat = inline(value);
  if (indent.length + lead + flat.length <= LINE_WIDTH || !value || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  const lines = Array.isArray(value)
    ? value.map((v) => `${inner}${block(v, inner, 0)}`)
    : Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${block(v, inner, JSON.stringify(k).length + 2)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

/** JSON as this folder writes it: two spaces, short lists and objects on one line, a final newline. */
export function formatJson(value: unknown): string {
  return `${block(value, '', 0)}\n`;
}

/** The canonical text of a file: what `export` prints, and what the demo seed files are. */
export function formatTenantFile(file: TenantFile): string {
  return formatJson(file);
}
