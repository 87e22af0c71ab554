import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import type { ValidationRule } from 'graphql';

/** GraphQL Armor's defaults: depth 6, aliases 15, cost 5,000, tokens 1,000. */
export const queryLimits = {
  depth: 6,
  aliases: 15,
  cost: 5000,
  tokens: 1000,
  /** Bytes of query text accepted before parsing. */
  queryBytes: 20_000,
} as const;

export const limitRules: ValidationRule[] = [
  maxDepthRule({
    n: queryLimits.depth,
    exposeLimits: true,
    flattenFragments: true,
  }) as unknown as ValidationRule,
  maxAliasesRule({ n: queryLimits.aliases, exposeLimits: true }) as unknown as ValidationRule,
  costLimitRule({ maxCost: queryLimits.cost, exposeLimits: true }) as unknown as ValidationRule,
];

/** Query texts already counted and within the limit: clients send the same few again and again. */
const withinLimit = new Set<string>();
let rememberedCharacters = 0;
/** Characters of query text remembered before the set starts over: about 4 MB at most. */
const REMEMBERED_CHARACTERS = 2_000_000;

/**
 * Counts tokens before the parser builds an AST, so a huge query costs little to refuse. A text
 * counted once is not counted again, as mercurius does not parse it again either.
 */
export function assertTokenLimit(query: string): void {
  if (withinLimit.has(query)) return;
  countTokens(query);
  if (rememberedCharacters + query.length > REMEMBERED_CHARACTERS) {
    withinLimit.clear();
    rememberedCharacters = 0;
  }
  withinLimit.add(query);
  rememberedCharacters += query.length;
}

function countTokens(query: string): void {
  if (query.length > queryLimits.queryBytes) {
    throw new GraphQLError(`Query is too long: at most ${queryLimits.queryBytes} characters.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  const lexer = new Lexer(new Source(query));
  let count = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    count += 1;
    if (count > queryLimits.tokens) {
      throw new GraphQLError(`Query has too many tokens: at most ${queryLimits.tokens}.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  }
}
