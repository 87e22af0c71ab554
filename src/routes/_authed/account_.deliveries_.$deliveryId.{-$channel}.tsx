import { createFileRoute, notFound } from '@tanstack/react-router';
import { DeliveryNoticePage } from '../../features/account/deliveries/delivery-notice-page';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

const CHANNELS = { sms: 'SMS', email: 'EMAIL' } as const;

/**
 * `/account/deliveries/{deliveryId}/(sms|email)?`: how the customer hears about one visit; the
 * channel in the URL is chosen when the page opens. Any other channel is not found.
 */
export const Route = createFileRoute('/_authed/account_/deliveries_/$deliveryId/{-$channel}')({
  validateSearch: () => ({}),
  beforeLoad: ({ params }) => {
    if (params.channel !== undefined && !(params.channel in CHANNELS)) throw notFound();
  },
  component: DeliveryNoticeRoute,
  head: () => ({ meta: [{ title: documentTitle(m.routes_delivery_notices()) }] }),
});

function DeliveryNoticeRoute() {
  const { deliveryId, channel } = Route.useParams();
  const requested = channel ? CHANNELS[channel as keyof typeof CHANNELS] : undefined;
  return (
    <DeliveryNoticePage
      key={`${deliveryId}/${channel ?? ''}`}
      deliveryId={deliveryId}
      {...(requested && { requested })}
    />
  );
}
