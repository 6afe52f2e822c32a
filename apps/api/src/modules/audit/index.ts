/** The audit module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { recordAudit, type AuditRecord } from './audit-log.ts';
export { auditRoutes } from './routes.ts';
