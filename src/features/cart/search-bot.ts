/**
 * Search-engine and link-preview crawlers: they see cart pages priced for the default city
 * instead of the city picker (spec section 2), so shared carts and packages can be indexed and
 * previewed.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|slackbot|twitterbot|linkedinbot|pinterest|applebot|duckduckbot|yandex|baiduspider/i;

export function isSearchBot(userAgent: string | undefined): boolean {
  return typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
}

export function isSearchBotBrowser(): boolean {
  return isSearchBot(globalThis.navigator?.userAgent);
}
