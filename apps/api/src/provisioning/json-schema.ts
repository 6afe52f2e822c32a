/**
 * The tenant file's JSON Schema, generated from the zod schema that validates files, so the
 * document (docs/tenant-file.schema.json, `npm run tenant -- schema`) cannot drift from the
 * code; a test compares them. It describes what a person may write: fields with defaults are
 * optional. Rules across fields (references by name, unique names) are checked by the import
 * only, and listed in docs/provisioning.md.
 */
import { z } from 'zod';
import { tenantFileSchema } from './schema.ts';
import { formatJson } from './tenant-file.ts';

export function tenantFileJsonSchema(): Record<string, unknown> {
  const { $schema, title, description, ...rest } = z.toJSONSchema(tenantFileSchema, { io: 'input', target: 'draft-2020-12' });
  return { $schema, title, description, ...rest };
}

export function tenantFileJsonSchemaText(): string {
  return formatJson(tenantFileJsonSchema());
}
