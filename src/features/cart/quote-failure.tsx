import { m } from '../../i18n/paraglide/messages.js';
import { Button } from '../../ui/button';
import { Stack } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import type { CartQuoteView } from './use-cart-quote';

/**
 * The quote machine's failure text is English (machines/cart-quote.machine.ts): the same text in
 * the page's language.
 */
function errorText(error: string | null): string | null {
  return error === m.cart_quote_error({}, { locale: 'en' }) ? m.cart_quote_error() : error;
}

/** The quote could not be had: why, and a button to ask again. Nothing otherwise. */
export function QuoteFailure({
  title,
  quote,
}: {
  title: string;
  quote: Pick<CartQuoteView, 'status' | 'error' | 'retry'>;
}) {
  if (quote.status !== 'failed') return null;
  return (
    <Notice tone="error" title={title}>
      <Stack gap={3}>
        <span>{errorText(quote.error)}</span>
        <div>
          <Button variant="secondary" size="sm" onClick={quote.retry}>
            {m.cart_try_again()}
          </Button>
        </div>
      </Stack>
    </Notice>
  );
}
