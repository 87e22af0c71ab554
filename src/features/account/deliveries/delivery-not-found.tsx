import { Link } from '@tanstack/react-router';
import { m } from '../../../i18n/paraglide/messages.js';
import { Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';

/** A visit that does not exist (or is another customer's): the server's words, and the list. */
export function DeliveryNotFound({ message }: { message: string }) {
  return (
    <Notice tone="warning" title={m.account_delivery_not_found()}>
      <Text>{message}</Text>
      <TextLink asChild variant="standalone">
        <Link to="/account/deliveries">{m.account_see_your_deliveries()}</Link>
      </TextLink>
    </Notice>
  );
}
