import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Card, CardGrid, Lead } from '../../ui/article';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { agreements } from './agreements';
import { Rich } from './rich-text';

/** /contract: what each of the three agreements means, with links to the full texts. */
export function ContractPage() {
  useDocumentTitle(m.content_contract_title());
  return (
    <Article>
      <h1>{m.content_contract_title()}</h1>
      <ArticleMeta>{m.content_contract_version({ version: RETURN_POLICY.version })}</ArticleMeta>
      <Lead>{m.content_contract_lead()}</Lead>
      <CardGrid>
        {agreements().map((agreement) => (
          <Card key={agreement.kind} aria-labelledby={`agreement-${agreement.kind}`}>
            <h2 id={`agreement-${agreement.kind}`}>{agreement.name}</h2>
            <p>{agreement.summary}</p>
            <ul>
              {agreement.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <p>
              <Link to={agreement.path}>{agreement.readLink}</Link>
            </p>
          </Card>
        ))}
      </CardGrid>
      <h2>{m.content_contract_which_title()}</h2>
      <p>
        <Rich
          text={m.content_contract_which()}
          tags={{ faq: (text) => <Link to="/faq">{text}</Link> }}
        />
      </p>
      <p>{m.content_contract_signed()}</p>
    </Article>
  );
}
