import { Link } from '@tanstack/react-router';
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
        <Link to="/" className={brandLogo()} aria-label="Pivot Furniture home" data-plain="">
          Pivot
        </Link>
        <Link to="/contract">All agreements</Link>
      </ArticleTopBar>
      <h1>{agreement.name}</h1>
      <ArticleMeta>Version {RETURN_POLICY.version} · Pivot Furniture Inc.</ArticleMeta>
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
          Print this agreement
        </Button>
        <Link to="/contract">All agreements</Link>
      </Cluster>
    </Article>
  );
}
