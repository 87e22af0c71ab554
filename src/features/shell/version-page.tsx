import { useDocumentTitle } from '../../lib/document-title';
import { PageHeading, Prose } from '../../ui/site-frame';
import { m } from '../../i18n/paraglide/messages.js';

export function VersionPage() {
  useDocumentTitle(m.shell_version_title());
  return (
    <Prose>
      <PageHeading>{m.shell_version_title()}</PageHeading>
      <p>
        {m.shell_version_release()}
        <code data-testid="release-version">{__APP_VERSION__}</code>
      </p>
    </Prose>
  );
}
