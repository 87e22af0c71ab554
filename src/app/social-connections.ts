import type { SocialConnection } from '../features/auth/auth-services';

/**
 * The social sign-ins to offer. The auth service does not yet say which providers it has
 * configured (server/auth has no public list), so the sign-in screens show none until it does.
 */
export const SOCIAL_CONNECTIONS: readonly SocialConnection[] = [];
