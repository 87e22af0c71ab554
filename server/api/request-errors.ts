/**
 * Mistakes in the HTTP request itself, before any GraphQL runs (a body too large, not JSON, not
 * an object, sent as a form, compressed, with a `__proto__` key, a GET without a query): each is
 * the client's, answered with its 4xx status, a stable code and a message a developer can act
 * on, and logged at most at info level. Fastify and mercurius raise them with a `statusCode`.
 */
import { GraphQLError } from 'graphql';
import type { ASTVisitor, ValidationContext } from 'graphql';

export interface RequestMistake {
  status: number;
  error: GraphQLError;
}

const BODY_LIMIT_KIB = 256;
const SHAPE_MESSAGE =
  'Send a JSON object with a string "query" (and optional "variables" and "operationName").';

/** An error fastify answers with `status` (thrown from a hook of the /graphql route). */
export function requestError(status: 400 | 415, message: string, code?: string): Error {
  return Object.assign(new Error(message), { statusCode: status, graphqlCode: code });
}

const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => holdsNul(inner, depth + 1));
}

/**
 * A validation rule: a string literal holding NUL is refused as BAD_USER_INPUT (PostgreSQL
 * cannot store it), whichever argument it is given to. Variables are checked in
 * `checkGraphqlBody`.
 */
export function NoNulInStringsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(
          new GraphQLError(NUL_MESSAGE, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
        );
    },
  };
}

/** Refuses a compressed body (415) before it is read: the route reads plain JSON only. */
export function checkGraphqlEncoding(headers: Record<string, string | string[] | undefined>): void {
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && String(encoding).trim().toLowerCase() !== 'identity')
    throw requestError(415, 'compressed body');
}

/** Refuses a parsed body whose query, variables or operation name have the wrong type (400). */
export function checkGraphqlBody(request: { method: string; body?: unknown }): void {
  if (request.method !== 'POST') return;
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw requestError(400, SHAPE_MESSAGE);
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') throw requestError(400, SHAPE_MESSAGE);
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  )
    throw requestError(400, SHAPE_MESSAGE);
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    throw requestError(400, SHAPE_MESSAGE);
  if (holdsNul(variables)) throw requestError(400, NUL_MESSAGE, 'BAD_USER_INPUT');
}

function statusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

function mistake(status: number, code: string, message: string): RequestMistake {
  return { status, error: new GraphQLError(message, { extensions: { code } }) };
}

/** The request mistake behind `error` (or its `originalError`), or null when it is none. */
export function requestMistake(error: GraphQLError | Error): RequestMistake | null {
  const original = (error as { originalError?: unknown }).originalError ?? error;
  // GraphQL's own errors (parse, validation: mercurius wraps them with a status) are answered
  // by the formatter as GraphQL errors.
  const wrapped = (original as { errors?: unknown }).errors;
  if (Array.isArray(wrapped)) {
    // A body the route's schema refuses (not an object) comes wrapped like GraphQL's errors.
    const shape = wrapped.some(
      (inner: { code?: unknown; validation?: unknown }) =>
        inner.code === 'FST_ERR_VALIDATION' || inner.validation !== undefined,
    );
    if (!shape) return null;
    return mistake(400, 'BAD_REQUEST', SHAPE_MESSAGE);
  }
  if (original instanceof GraphQLError) return null;
  const status = statusOf(original);
  if (status === null) return null;
  const fastifyCode = (original as { code?: unknown }).code;
  const graphqlCode = (original as { graphqlCode?: unknown }).graphqlCode;
  if (typeof graphqlCode === 'string')
    return mistake(status, graphqlCode, (original as Error).message);
  switch (status) {
    case 413:
      return mistake(
        413,
        'PAYLOAD_TOO_LARGE',
        `Send at most ${BODY_LIMIT_KIB} KiB in one request.`,
      );
    case 415:
      return mistake(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request as JSON (Content-Type: application/json), not compressed.',
      );
    default:
      if (fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        return mistake(400, 'BAD_REQUEST', 'The request has no body: send { "query": "..." }.');
      if (original instanceof SyntaxError || fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY')
        return mistake(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
      if (/__proto__|constructor/.test((original as Error).message ?? ''))
        return mistake(400, 'BAD_REQUEST', 'The request body may not hold a __proto__ key.');
      return mistake(status === 405 ? 405 : 400, 'BAD_REQUEST', SHAPE_MESSAGE);
  }
}
