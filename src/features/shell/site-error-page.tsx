import { CenteredMessage, PageHeading } from '../../ui/site-frame';

export const SITE_ERROR_TEXT =
  "We're sorry for the trouble. We've been notified of the error and will correct it as soon as possible. Please try your request again in a moment.";

export function SiteErrorPage() {
  return (
    <CenteredMessage>
      <PageHeading>Something went wrong</PageHeading>
      <p role="alert">{SITE_ERROR_TEXT}</p>
    </CenteredMessage>
  );
}
