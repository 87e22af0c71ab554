import { Link } from '@tanstack/react-router';
import { Text } from '../../../ui/layout';
import { Link as TextLink } from '../../../ui/link';
import { Notice } from '../../../ui/notice';

/** A visit that does not exist (or is another customer's): the server's words, and the list. */
export function DeliveryNotFound({ message }: { message: string }) {
  return (
    <Notice tone="warning" title="We could not find that delivery">
      <Text>{message}</Text>
      <TextLink asChild variant="standalone">
        <Link to="/account/deliveries">See your deliveries</Link>
      </TextLink>
    </Notice>
  );
}
