import { useDocumentTitle } from '../../lib/document-title';
import { PageHeading, Prose } from '../../ui/site-frame';

export function VersionPage() {
  useDocumentTitle('Version');
  return (
    <Prose>
      <PageHeading>Version</PageHeading>
      <p>
        Release <code data-testid="release-version">{__APP_VERSION__}</code>
      </p>
    </Prose>
  );
}
