/**
 * `POST /payments/sandbox/tokens`: the sandbox's card tokenizer, the one place card details
 * arrive. It answers a token (`source`) the browser then sends to `checkout`, so card numbers
 * never travel through GraphQL and are never stored. A real processor's tokenizer is its own
 * hosted field or client library; this route then goes away.
 *
 * Body (JSON): { number, expMonth, expYear, cvc, name }.
 * 200: { source: 'tok_…', card: { brand, last4, expMonth, expYear } }.
 * 400: { code, message, field } (code: invalid_number, unsupported_brand, invalid_expiry,
 *      expired_card, invalid_cvc, invalid_name, invalid_request).
 */
import type { FastifyInstance } from 'fastify';
import { CardInputError } from './sandbox-cards';
import type { CardInput } from './sandbox-cards';
import type { SandboxGateway } from './sandbox-gateway';

export const SANDBOX_TOKENS_PATH = '/payments/sandbox/tokens';

export async function sandboxTokenRoutes(
  app: FastifyInstance,
  options: { gateway: SandboxGateway },
): Promise<void> {
  app.post(SANDBOX_TOKENS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({
        code: 'invalid_request',
        message: 'Send the card details as JSON: number, expMonth, expYear, cvc and name.',
        field: null,
      });
    }
    try {
      return await options.gateway.tokenize(body as CardInput);
    } catch (error) {
      if (!(error instanceof CardInputError)) throw error;
      return reply.code(400).send({ code: error.code, message: error.message, field: error.field });
    }
  });
}
