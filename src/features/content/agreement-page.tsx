import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, ArticleTopBar, Callout, Lead } from '../../ui/article';
import { Button } from '../../ui/button';
import { brandLogo } from '../../ui/header-bar';
import { Cluster } from '../../ui/layout';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { agreementByKind } from './agreements';
import type { AgreementKind } from './agreements';

/**
 * A full agreement (/contract/subscribe, /rent, /own). These pages show without the site
 * header and footer, as they open from checkout and are meant to be read or printed alone.
 */
export function AgreementPage({ kind }: { kind: AgreementKind }) {
  const agreement = agreementByKind(kind);
  useDocumentTitle(agreement.name);
  return (
    <Article>
      <ArticleTopBar>
        <Link to="/" className={brandLogo()} aria-label={m.content_agr_home()} data-plain="">
          {m.content_agr_brand()}
        </Link>
        <Link to="/contract">{m.content_agr_all()}</Link>
      </ArticleTopBar>
      <h1>{agreement.name}</h1>
      <ArticleMeta>{m.content_agr_meta({ version: RETURN_POLICY.version })}</ArticleMeta>
      <Lead>{agreement.summary}</Lead>
      <Callout>
        <ul>
          {agreement.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      </Callout>
      <ol>
        {agreement.sections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <Cluster gap={3}>
        <Button variant="secondary" onClick={() => globalThis.print()}>
          {m.content_agr_print()}
        </Button>
        <Link to="/contract">{m.content_agr_all()}</Link>
      </Cluster>
    </Article>
  );
}
