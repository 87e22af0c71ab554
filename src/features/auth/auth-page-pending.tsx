import { useDocumentTitle } from '../../lib/document-title';
import { FormPage } from '../../ui/form-page';
import { Spinner } from '../../ui/spinner';

/**
 * A sign-in page while its code and the sign-in services are on their way (they load only when
 * a page needs them): already its own title and heading, over the loading indicator, instead of
 * the site's bare name and no heading.
 */
export function AuthPagePending({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <FormPage title={title}>
      <Spinner layout="block" />
    </FormPage>
  );
}
