import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, apiMessage, messageText, type ApiError, type ApiErrorCode, type Language, type Message, type TemplateMessage } from '@platter/domain';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-outage.ts';
import { errorLanguage } from './language.ts';
import { localiseMessage, localiseValidation, messageIn, translation } from './messages.ts';

/** The one table of error codes and their HTTP statuses lives in the domain, shared with the web. */
export const HTTP_STATUS_BY_CODE = API_ERROR_STATUS;
export type ErrorCode = ApiErrorCode;

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side.';

/** A field error as raised: its message by key (or, for a schema's or a refusal's text, a sentence). */
export interface FieldError {
  field?: string;
  message: string | Message;
}

const english = (message: string | Message) => (typeof message === 'string' ? message : messageText(message));

/**
 * A failure the API means to report: a code, its message by key with its values (the answer's
 * text is looked up by that key in the request's language; `message` is its English), optional
 * field errors. A sentence instead of a key is for texts written elsewhere (a schema's rule, a
 * checkout refusal, a framework's): those are translated by their English text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The field errors in English. */
  readonly errors: ApiError['errors'];
  /** The message by key, when raised with one. */
  readonly key: Message | undefined;
  /** The field errors as raised (by key or a sentence). */
  readonly fieldErrors: readonly FieldError[] | undefined;
  /** More the client can act on, sent beside `message` and `code` (a refused move's order as it is now). */
  readonly details: Record<string, unknown> | undefined;

  /** Sent as Retry-After (a 503 that passes: the payment provider down). */
  readonly retryAfterSeconds: number | undefined;

  /**
   * A message written as a template whose values depend on the language (a time: '14:05 on 2
   * June', '14:05 de 2 de junho'): translated by its key, then filled; `message` is its en-GB form.
   */
  readonly template: ((language: Language) => TemplateMessage) | undefined;

  constructor(
    code: ErrorCode,
    message: string | Message,
    errors?: readonly FieldError[],
    details?: Record<string, unknown>,
    retryAfterSeconds?: number,
    template?: (language: Language) => TemplateMessage,
  ) {
    super(english(message));
    this.name = 'AppError';
    this.code = code;
    this.key = typeof message === 'string' ? undefined : message;
    this.fieldErrors = errors;
    this.errors = errors?.map((e) => ({ ...e, message: english(e.message) }));
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
    this.template = template;
  }

  /**
   * Field errors written as templates per language too (a dish's new price: '£14.20', '14,20 €');
   * `errors` is their en-GB form.
   */
  errorTemplates: ((language: Language) => { field?: string; message: TemplateMessage }[]) | undefined;

  /** An error whose message (and, if given, field errors) is a template written per language; `message` and `errors` are the en-GB ones. */
  static templated(
    code: ErrorCode,
    template: (language: Language) => TemplateMessage,
    details?: Record<string, unknown>,
    errorTemplates?: (language: Language) => { field?: string; message: TemplateMessage }[],
  ): AppError {
    const errors = errorTemplates?.('en-GB');
    const error = new AppError(code, template('en-GB'), errors, details, undefined, template);
    error.errorTemplates = errorTemplates;
    return error;
  }

  get statusCode(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  static notFound(message: string | Message = apiMessage('request.notFound')): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static badRequest(message: string | Message, errors?: readonly FieldError[]): AppError {
    return new AppError('BAD_REQUEST', message, errors);
  }
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  const match = Object.entries(HTTP_STATUS_BY_CODE).find(([, s]) => s === status);
  if (match) return match[0] as ErrorCode;
  return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
}

/** What fastify-type-provider-zod keeps of a zod issue: its code as keyword, the rest as params. */
interface IssueKind {
  code: string;
  format?: string;
}

/** zod issues from fastify-type-provider-zod → the API's field errors. */
function validationErrors(error: FastifyError): { field?: string; message: string; issue: IssueKind }[] {
  const context = error.validationContext;
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const format = (v.params as { format?: unknown } | undefined)?.format;
    const issue: IssueKind = { code: v.keyword, ...(typeof format === 'string' ? { format } : {}) };
    const field = path || (context === 'body' ? undefined : context);
    return { ...(field ? { field } : {}), message: v.message ?? 'Invalid value.', issue };
  });
}

/** The English rule messages worded to follow their field. */
const FOLLOWS_FIELD = /^(must|repeats|names|mark|is) /;

/**
 * The menu's and promotions' rules (packages/domain contracts/menu-rules.ts, promotion-rules.ts) are
 * worded to follow their field, as the tenant file prints them ('must not be negative', 'is
 * required for BuyXGetY'); as the answer's one message they name it.
 */
function headline(error: { field?: string; message: string }): string {
  return error.field && FOLLOWS_FIELD.test(error.message) ? `${error.field} ${error.message}` : error.message;
}

/**
 * The answer's one message in another language: a rule message that follows its field, once
 * translated, is named 'field: text' ('discountValue: não pode ser negativo'); any other reads as
 * its translation alone (the generic text for a message the catalogue lacks names the field itself).
 */
function localisedHeadline(error: { field?: string; message: string }, language: Language): string {
  const translated = translation(error.message, language);
  if (!translated) return localiseValidation(error.message, error.field, language);
  return error.field && FOLLOWS_FIELD.test(error.message) ? `${error.field}: ${translated}` : translated;
}

/**
 * A success answer's `message` ('Invitation sent to ana@example.com.', which the back office shows
 * as it is) in the request's language, as an error's is: the catalogue's translation by its text or
 * a template key, else as written. Only for an object body with a string `message` below 400 (the
 * error handler localises its own).
 */
export function registerSuccessMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode >= 400 || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string' || !message) return payload;
    const language = await errorLanguage(request);
    if (language === 'en-GB') return payload;
    return { ...payload, message: translation(message, language) ?? message };
  });
}

/** The single error handler: AppError, validation, framework errors, and hidden 5xx. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A service this one depends on (payments, the photo bucket) failed: the operator hears why.
      if (error.statusCode >= 500) request.log.warn({ err: error, cause: error.cause }, `${error.code}: ${error.message}`);
      // In the request's language (its choice or Accept-Language among the restaurant's offered).
      const language = await errorLanguage(request);
      const key = error.template?.(language) ?? error.key;
      const message = key ? messageIn(key, language) : localiseMessage(error.message, error.code, language);
      const body: ApiError = { ...error.details, message, code: error.code };
      const fieldErrors = error.errorTemplates?.(language) ?? error.fieldErrors;
      if (fieldErrors?.length) {
        body.errors = fieldErrors.map((e) => ({ ...e, message: typeof e.message === 'string' ? localiseValidation(e.message, e.field, language) : messageIn(e.message, language) }));
      }
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = errors[0];
      // A path id that is not even well-formed names nothing: not found, like an unknown id.
      const malformedPathId =
        error.validationContext === 'params' && first?.issue.code === 'invalid_format' && first.issue.format === 'uuid';
      const code: ErrorCode = malformedPathId ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      const language = await errorLanguage(request);
      const localised = (field: string | undefined, message: string) => localiseValidation(message, field, language);
      const body: ApiError = {
        message: first ? (language === 'en-GB' ? headline(first) : localisedHeadline(first, language)) : messageIn(apiMessage('request.invalid'), language),
        code,
        errors: errors.map(({ field, message }) => (field ? { field, message: localised(field, message) } : { message: localised(undefined, message) })),
      };
      return reply.code(HTTP_STATUS_BY_CODE[code]).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL_ERROR' } satisfies ApiError);
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' } satisfies ApiError);
    }

    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: INTERNAL_ERROR_MESSAGE, code: codeForStatus(status) } satisfies ApiError);
    }
    // Framework 4xx (bad JSON, body too large, unsupported media type, rate limit ...): Fastify's
    // words in English, the catalogue's (else the code's) in another language.
    const code = codeForStatus(status);
    return reply.code(status).send({ message: localiseMessage(error.message, code, await errorLanguage(request)), code } satisfies ApiError);
  });
}

/** JSON 404 for any /api path no route answers, so the web catch-all never sees API paths. */
export function registerApiNotFound(app: FastifyInstance): void {
  // Anything else no route matches (an absolute-form or '*' target, or every page when the web app
  // is off): the same format, never Fastify's default that echoes the target.
  app.setNotFoundHandler(async () => {
    throw AppError.notFound();
  });
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw AppError.notFound();
  });
  app.all('/api', { schema: { hide: true } }, async () => {
    throw AppError.notFound();
  });
}

/**
 * Fastify's own early refusals (a path that is not a valid URL, a broken route constraint), which
 * run before any route or the error handler: answered in the API's error format.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The request path is not a valid address.' : 'The request is not valid.';
  void reply.code(status).send({ message, code: codeForStatus(status) } satisfies ApiError);
}

const CLIENT_ERROR_ANSWERS: Record<string, { status: number; text: string; body: ApiError & { code: ErrorCode } }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    body: { message: 'The request headers are too large. Clear this site’s cookies and try again.', code: 'HEADERS_TOO_LARGE' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: 'Request Timeout',
    body: { message: 'The request took too long to arrive. Please try again.', code: 'REQUEST_TIMEOUT' },
  },
};
const MALFORMED_REQUEST: (typeof CLIENT_ERROR_ANSWERS)[string] = { status: 400, text: 'Bad Request', body: { message: 'The request is not valid HTTP.', code: 'BAD_REQUEST' } };

/** Node's parser refusals (before Fastify sees a request): the same error format, then close. */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? MALFORMED_REQUEST;
  this.log.debug({ err: { code: err.code, message: err.message } }, 'malformed request refused');
  if (socket.writable) {
    const body = JSON.stringify(answer.body);
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
