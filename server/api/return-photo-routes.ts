/**
 * Return photos over HTTP (docs/decisions/119-return-photos.md):
 *
 * - `POST /return-photos/{orderId}/{itemId}` with the image as the body (image/jpeg, image/png,
 *   image/webp, image/heic or image/heif; at most 15 MB, not content-encoded) and
 *   `Authorization: Bearer <access token>`: 201 `{ key, signedURL }`; 4xx `{ code, message,
 *   field }` (BAD_USER_INPUT, NOT_FOUND, NO_AUTH, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE).
 * - `GET /return-photos/{key}?expires&signature`: the photo, for its owner only (the bearer
 *   token, or the site's session cookie an <img> sends), until the URL expires; 404 otherwise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseCookies } from '../auth/cookies';
import type { SessionLivenessCheck } from '../auth/session-liveness';
import type { TokenVerifier } from '../auth/tokens';
import { isDomainError } from '../shared/errors';
import type { ReturnPhotoService } from '../modules/returns/index';
import { MAX_PHOTO_BYTES, PHOTO_PATH } from '../modules/returns/index';
import { decodeSessionCookie, sessionCookieName } from '../site/session-sync';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

export interface ReturnPhotoRouteOptions {
  photos: ReturnPhotoService;
  tokenVerifier: TokenVerifier;
  sessionLiveness: SessionLivenessCheck;
  production: boolean;
}

function send(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  field: string | null,
) {
  return reply.code(status).header('cache-control', 'no-store').send({ code, message, field });
}

export async function returnPhotoRoutes(
  app: FastifyInstance,
  options: ReturnPhotoRouteOptions,
): Promise<void> {
  /** The signed-in customer: the bearer token, else the session cookie's access token. */
  async function customerOf(request: FastifyRequest, cookie: boolean): Promise<string | null> {
    const header = request.headers.authorization;
    let token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
    if (!token && cookie) {
      const stored = parseCookies(request.headers.cookie)[sessionCookieName(options.production)];
      token = stored ? (decodeSessionCookie(stored)?.accessToken ?? null) : null;
    }
    if (!token) return null;
    try {
      const claims = await options.tokenVerifier(token);
      if (!claims.sessionId || !(await options.sessionLiveness.isLive(claims.sessionId)))
        return null;
      return claims.userId;
    } catch {
      return null;
    }
  }

  app.register(async (scope) => {
    // The photo arrives as the raw body; nothing else is parsed here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES },
      (_request, body, done) => done(null, body),
    );
    // Before booking (decision 153): the photo of an item for the return being prepared, whose
    // idempotency key is `draftId`; booking attaches the draft's photos to the order.
    scope.post<{ Params: { draftId: string; itemId: string } }>(
      `${PHOTO_PATH}/draft/:draftId/:itemId`,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) =>
        receive(request, reply, (customerId, bytes) =>
          options.photos.uploadDraft(
            customerId,
            request.params.draftId,
            request.params.itemId,
            bytes,
          ),
        ),
    );
    scope.post<{ Params: { orderId: string; itemId: string } }>(
      `${PHOTO_PATH}/:orderId/:itemId`,
      { bodyLimit: MAX_PHOTO_BYTES },
      async (request, reply) =>
        receive(request, reply, (customerId, bytes) =>
          options.photos.upload(customerId, request.params.orderId, request.params.itemId, bytes),
        ),
    );
  });

  /** One uploaded photo: the customer, its type, then `keep` (the service's check and store). */
  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    keep: (customerId: string, bytes: Buffer) => Promise<unknown>,
  ) {
    const customerId = await customerOf(request, false);
    if (!customerId) return send(reply, 401, 'NO_AUTH', 'Please sign in to continue.', null);
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (request.headers['content-encoding'] || !IMAGE_TYPES.includes(type)) {
      return send(
        reply,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the photo itself as a JPEG, PNG, WebP or HEIC image.',
        'photo',
      );
    }
    try {
      const photo = await keep(customerId, request.body as Buffer);
      return reply.code(201).header('cache-control', 'no-store').send(photo);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return send(
        reply,
        error.code === 'NOT_FOUND' ? 404 : 400,
        error.code,
        error.message,
        typeof error.details.field === 'string' ? error.details.field : null,
      );
    }
  }

  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${PHOTO_PATH}/*`,
    async (request, reply) => {
      const customerId = await customerOf(request, true);
      const bytes = await options.photos.read(
        request.params['*'],
        customerId,
        request.query.expires,
        request.query.signature,
      );
      if (!bytes)
        return send(reply, 404, 'NOT_FOUND', 'This photo link has expired or is not yours.', null);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=60')
        .send(bytes);
    },
  );
}
