import { Button } from '../../ui/button';
import { Stack } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import type { CartQuoteView } from './use-cart-quote';

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
        <span>{quote.error}</span>
        <div>
          <Button variant="secondary" size="sm" onClick={quote.retry}>
            Try again
          </Button>
        </div>
      </Stack>
    </Notice>
  );
}
