/**
 * Property-based fuzzing of the real server over HTTP (decision 109): every query and mutation
 * of the GraphQL schema, and every action of the auth service, sent arguments fast-check makes
 * from the schema: well-formed values and wrong types, nulls, extremes, long and odd unicode
 * strings, NUL bytes and unknown ids. Properties, per batch of requests:
 *
 * - no answer is a 5xx, and every answer is JSON;
 * - every error carries a stable code (`extensions.code` on /graphql, `code` on /courier);
 * - a batch in which every request that could write was refused leaves every table as it was
 *   (row counts and a checksum of every row).
 *
 * Used by tests/server/fuzz-api.test.ts (a few thousand requests in the normal run) and
 * scripts/fuzz.ts (`npm run fuzz`, 50,000).
 */
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import type { GraphQLArgument, GraphQLInputType, GraphQLOutputType } from 'graphql';
import { loadSchema } from '../../../server/api/api-plugin';
import type { DatabaseHandle } from '../../../server/db/client';

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

/** Strings that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(16),
  "' or 1=1 --",
  "'; drop table orders; --",
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '\uD800',
  '\uDFFF',
  '\u202E\u0645\u0631\u062D\u0628\u0627',
  '\uFEFF',
  '\u2028\u2029',
  '\r\n\t\v\f',
  'e\u0301\u0301\u0301\u0301',
  '𝕏'.repeat(500),
  '🏳️‍🌈👩‍👩‍👧‍👦',
  'ﷺ'.repeat(100),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '9'.repeat(400),
  'x'.repeat(70_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const ODD_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2_147_483_647,
  -2_147_483_648,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  0.1 + 0.2,
];

const stringValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 500, maxLength: 3_000 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.uuid() },
);

const idValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -2, max: 1_500 }).map(String) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_500 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('0', '-1', '2147483648', '9'.repeat(30), '1.5', '1e3', '0x10'),
  },
  { weight: 2, arbitrary: stringValue },
);

const intValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 60 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom('1', '', 'ten') },
);

const floatValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 100_000 }) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom('1.5', '') },
);

const dateValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({
        min: new Date('2000-01-01'),
        max: new Date('2035-12-31'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '2026-02-30',
      '0000-00-00',
      '9999-12-31',
      '2026-13-01',
      '2026-1-1',
      '+275760-09-13',
      '1969-12-31',
      'tomorrow',
      '2026-06-01T00:00:00Z',
    ),
  },
  { weight: 1, arbitrary: stringValue },
);

const dateTimeValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  },
  { weight: 1, arbitrary: dateValue },
);

/** Anything at all, where the schema wants something else. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, {}, [], [null], { __proto__: { admin: true } }, true, 0),
  stringValue,
);

function scalarValue(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'String':
      return stringValue;
    case 'ID':
      return idValue;
    case 'Int':
      return intValue;
    case 'Float':
      return floatValue;
    case 'Boolean':
      return fc.boolean();
    case 'Date':
      return dateValue;
    case 'DateTime':
      return dateTimeValue;
    default:
      return stringValue;
  }
}

const VALID_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** A value for an input type: mostly of the right shape, sometimes not at all. */
function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  const typed = ((): fc.Arbitrary<unknown> => {
    if (isNonNullType(type)) {
      return fc.oneof(
        { weight: 30, arbitrary: inputValue(type.ofType, depth) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    }
    if (isListType(type)) {
      const item = inputValue(type.ofType, depth + 1);
      return fc.oneof(
        { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(item, { minLength: 60, maxLength: 150 }) },
        { weight: 1, arbitrary: item },
      );
    }
    if (isScalarType(type)) return scalarValue(type.name);
    if (isEnumType(type)) {
      const names = type.getValues().map((value) => value.name);
      return fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...names) },
        { weight: 1, arbitrary: stringValue },
      );
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const known = fc.record(
        Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, depth + 1)])),
        { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((f) => f.name) },
      );
      return fc.oneof(
        { weight: 6, arbitrary: known },
        {
          weight: 1,
          arbitrary: fc
            .tuple(known, fc.string({ maxLength: 10 }), wrongValue)
            .map(([value, key, extra]) => ({ ...value, [key || 'extra']: extra })),
        },
        {
          weight: 1,
          arbitrary: fc.record(
            Object.fromEntries(
              fields.map((field) => [field.name, inputValue(field.type, depth + 1)]),
            ),
            { requiredKeys: [] },
          ),
        },
      );
    }
    return wrongValue;
  })();
  return fc.oneof({ weight: 30, arbitrary: typed }, { weight: 1, arbitrary: wrongValue });
}

/** A GraphQL literal for a value, for requests that write arguments inline. */
function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return isEnumType(named) && VALID_NAME.test(value) ? value : JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const inner = isListType(type) || isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value))
    return `[${value.map((item) => literal(item, inner as GraphQLInputType)).join(', ')}]`;
  const fields = isInputObjectType(named) ? named.getFields() : {};
  return `{${Object.entries(value as Record<string, unknown>)
    .filter(([key]) => VALID_NAME.test(key))
    .map(([key, item]) => `${key}: ${literal(item, fields[key]?.type ?? named)}`)
    .join(', ')}}`;
}

// ---------------------------------------------------------------------------
// GraphQL requests
// ---------------------------------------------------------------------------

export type Caller = 'guest' | 'customer' | 'garbage-token' | 'not-bearer';

export interface GraphqlFuzzRequest {
  kind: 'query' | 'mutation';
  field: string;
  /** The JSON body sent, or raw text for a malformed envelope. */
  body: string;
  caller: Caller;
}

/** Scalars and enums of an object type, and `{ __typename }` of its other fields. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (isUnionType(named) || depth > 1) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else parts.push(`${field.name} ${selection(field.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('customer' as const) },
  { weight: 6, arbitrary: fc.constant('guest' as const) },
  { weight: 1, arbitrary: fc.constant('garbage-token' as const) },
  { weight: 1, arbitrary: fc.constant('not-bearer' as const) },
);

/** Envelopes that are not a GraphQL request at all. */
const malformedEnvelope: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '',
    '{',
    '{"query":42}',
    '{"query":null}',
    '[]',
    '{"__proto__":{"query":"{version}"}}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

function fieldRequest(
  kind: 'query' | 'mutation',
  name: string,
  args: readonly GraphQLArgument[],
  returns: GraphQLOutputType,
): fc.Arbitrary<GraphqlFuzzRequest> {
  const model = Object.fromEntries(args.map((arg) => [arg.name, inputValue(arg.type)]));
  // Required arguments are mostly there (so most requests reach the resolver), sometimes not.
  const values = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(model, {
        requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
      }),
    },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
  const body = fc.tuple(values, fc.boolean()).map(([given, inline]) => {
    const present = args.filter((arg) => arg.name in given);
    const select = selection(returns);
    if (inline) {
      const list = present.map((arg) => `${arg.name}: ${literal(given[arg.name], arg.type)}`);
      const call = list.length ? `${name}(${list.join(', ')})` : name;
      return JSON.stringify({ query: `${kind} Fuzz { ${call} ${select} }` });
    }
    const declared = present.map((arg) => `$${arg.name}: ${String(arg.type)}`);
    const passed = present.map((arg) => `${arg.name}: $${arg.name}`);
    const head = declared.length ? `${kind} Fuzz(${declared.join(', ')})` : `${kind} Fuzz`;
    const call = passed.length ? `${name}(${passed.join(', ')})` : name;
    return JSON.stringify({ query: `${head} { ${call} ${select} }`, variables: given });
  });
  return fc.record({
    kind: fc.constant(kind),
    field: fc.constant(name),
    body,
    caller,
  });
}

/** Every query and mutation of the schema, equally often, and now and then a malformed body. */
export function graphqlRequests(): {
  arbitrary: fc.Arbitrary<GraphqlFuzzRequest>;
  fields: string[];
} {
  const schema = buildSchema(loadSchema());
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  const arbitraries: fc.Arbitrary<GraphqlFuzzRequest>[] = [];
  const fields: string[] = [];
  for (const [kind, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      fields.push(`${kind} ${field.name}`);
      arbitraries.push(fieldRequest(kind, field.name, field.args, field.type));
    }
  }
  const malformed = fc.record({
    kind: fc.constant('query' as const),
    field: fc.constant('(malformed body)'),
    body: malformedEnvelope,
    caller,
  });
  return {
    arbitrary: fc.oneof(
      { weight: 30, arbitrary: fc.oneof(...arbitraries) },
      { weight: 1, arbitrary: malformed },
    ),
    fields,
  };
}

// ---------------------------------------------------------------------------
// Auth requests
// ---------------------------------------------------------------------------

export const AUTH_ACTIONS = [
  'create',
  'login',
  'reset',
  'reset-complete',
  'temp-link',
  'login-temp',
  'change-email',
  'verify-email',
  'resend-verification',
  'refresh',
  'logout',
  'login-google',
] as const;

const AUTH_FIELDS = [
  'email',
  'password',
  'token',
  'refreshToken',
  'id',
  'code',
  'linkToken',
  'firstName',
  'lastName',
];

export interface AuthFuzzRequest {
  action: string;
  body: string;
  caller: Caller;
}

const tokenish = fc.oneof(
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABC0123456789-_'),
    minLength: 43,
    maxLength: 43,
  }),
  stringValue,
);

export function authRequests(): fc.Arbitrary<AuthFuzzRequest> {
  const fieldValue = fc.oneof(
    { weight: 4, arbitrary: stringValue },
    { weight: 2, arbitrary: tokenish },
    { weight: 1, arbitrary: wrongValue },
  );
  const data = fc.oneof(
    {
      weight: 12,
      arbitrary: fc.record(Object.fromEntries(AUTH_FIELDS.map((key) => [key, fieldValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: wrongValue },
  );
  const action = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom<string>(...AUTH_ACTIONS) },
    { weight: 1, arbitrary: stringValue },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((tail) => `login-${tail}`) },
  );
  const body = fc.oneof(
    {
      weight: 20,
      arbitrary: fc
        .tuple(action, data)
        .map(([name, actionData]) => JSON.stringify({ type: 'courier', action: name, actionData })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wrongValue, action, data)
        .map(([type, name, actionData]) => JSON.stringify({ type, action: name, actionData })),
    },
    { weight: 1, arbitrary: malformedEnvelope },
  );
  return fc
    .record({
      action: fc.constant('courier'),
      body,
      caller,
    })
    .map((request) => {
      try {
        const parsed = JSON.parse(request.body) as { action?: unknown };
        return { ...request, action: typeof parsed.action === 'string' ? parsed.action : '(none)' };
      } catch {
        return { ...request, action: '(malformed body)' };
      }
    });
}

// ---------------------------------------------------------------------------
// Running and checking
// ---------------------------------------------------------------------------

/** Row count and checksum of every table. */
export async function tableChecksums(database: DatabaseHandle): Promise<Map<string, string>> {
  const tables = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const sums = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await database.query<{ rows: number; sum: string | null }>(
      `select count(*)::int as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as sum
         from "${name}" t`,
    );
    sums.set(name, `${row?.rows ?? 0}:${row?.sum ?? ''}`);
  }
  return sums;
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

export interface FuzzAnswer {
  status: number;
  /** Error codes of the answer (empty when it succeeded). */
  codes: (string | null)[];
  /** True when the request did what it asked (a 2xx without errors). */
  succeeded: boolean;
  problem: string | null;
}

export interface FuzzTarget {
  url: string;
  /** A customer's access token of a live session. */
  token: string;
}

function headersFor(caller: Caller, token: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-client-version': 'fuzz',
  };
  if (caller === 'customer') headers.authorization = `Bearer ${token}`;
  if (caller === 'garbage-token') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.e30.';
  if (caller === 'not-bearer') headers.authorization = 'Basic dXNlcjpwYXNz';
  return headers;
}

/** Sends one GraphQL request and reads what came back. */
export async function sendGraphql(
  target: FuzzTarget,
  request: GraphqlFuzzRequest,
): Promise<FuzzAnswer> {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: headersFor(request.caller, target.token),
    body: request.body,
  });
  const text = await response.text();
  let body: { data?: Record<string, unknown> | null; errors?: unknown[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { status: response.status, codes: [], succeeded: false, problem: 'not JSON' };
  }
  const errors = Array.isArray(body.errors) ? body.errors : [];
  const codes = errors.map((error) => {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    return typeof code === 'string' && code !== '' ? code : null;
  });
  const problem =
    response.status >= 500
      ? `status ${response.status}`
      : codes.includes(null)
        ? 'an error without a code'
        : response.status !== 200 && errors.length === 0
          ? `status ${response.status} without errors`
          : null;
  return {
    status: response.status,
    codes,
    succeeded: response.status === 200 && errors.length === 0 && body.data?.[request.field] != null,
    problem,
  };
}

/** Sends one courier request and reads what came back. */
export async function sendAuth(target: FuzzTarget, request: AuthFuzzRequest): Promise<FuzzAnswer> {
  const response = await fetch(`${target.url}/courier`, {
    method: 'POST',
    headers: headersFor(request.caller, target.token),
    body: request.body,
  });
  const text = await response.text();
  let body: { code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { status: response.status, codes: [], succeeded: false, problem: 'not JSON' };
  }
  const ok = response.status >= 200 && response.status < 300;
  const code = typeof body.code === 'string' && body.code !== '' ? body.code : null;
  return {
    status: response.status,
    codes: ok ? [] : [code],
    succeeded: ok,
    problem:
      response.status >= 500
        ? `status ${response.status}`
        : !ok && code === null
          ? 'an error without a code'
          : null,
  };
}

/** What a fuzz run saw. */
export class FuzzTally {
  requests = 0;
  succeeded = 0;
  batches = 0;
  /** Batches compared row for row (every request in them that could write was refused). */
  comparedBatches = 0;
  readonly codes = new Map<string, number>();
  readonly statuses = new Map<number, number>();
  readonly fields = new Map<string, number>();

  record(field: string, answer: FuzzAnswer): void {
    this.requests += 1;
    if (answer.succeeded) this.succeeded += 1;
    this.fields.set(field, (this.fields.get(field) ?? 0) + 1);
    this.statuses.set(answer.status, (this.statuses.get(answer.status) ?? 0) + 1);
    for (const code of answer.codes) {
      const key = code ?? '(none)';
      this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
    }
  }

  summary(title: string): string {
    const list = (map: Map<string | number, number>) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${key} ${count}`)
        .join(', ');
    return [
      `${title}: ${this.requests} requests, ${this.succeeded} answered without error, ${this.batches} batches, ${this.comparedBatches} compared row for row`,
      `  statuses: ${list(this.statuses)}`,
      `  error codes: ${list(this.codes)}`,
    ].join('\n');
  }
}

/**
 * Runs one batch: sends every request (`parallel` at a time), checks each answer, and when no
 * request that could write succeeded, that no table changed. Throws on the first problem.
 */
export async function runBatch<R extends { body: string }>(options: {
  database: DatabaseHandle;
  requests: readonly R[];
  send: (request: R) => Promise<FuzzAnswer>;
  /** Whether the request could write when it succeeds (mutations, auth actions). */
  writes: (request: R) => boolean;
  label: (request: R) => string;
  tally: FuzzTally;
  parallel?: number;
}): Promise<void> {
  const { database, requests, send, writes, label, tally } = options;
  const before = await tableChecksums(database);
  let wrote = false;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next]!;
      next += 1;
      const answer = await send(request);
      tally.record(label(request), answer);
      if (answer.problem)
        throw new Error(`${answer.problem} for ${label(request)}: ${request.body.slice(0, 2_000)}`);
      if (answer.succeeded && writes(request)) wrote = true;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  tally.batches += 1;
  if (wrote) return;
  const changed = changedTables(before, await tableChecksums(database));
  if (changed.length > 0) throw new Error(`refused requests changed rows of ${changed.join(', ')}`);
  tally.comparedBatches += 1;
}
