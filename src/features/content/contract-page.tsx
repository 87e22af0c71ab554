import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, ArticleMeta, Card, CardGrid, Lead } from '../../ui/article';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { AGREEMENTS } from './agreements';

/** /contract: what each of the three agreements means, with links to the full texts. */
export function ContractPage() {
  useDocumentTitle('Our agreements');
  return (
    <Article>
      <h1>Our agreements</h1>
      <ArticleMeta>Version {RETURN_POLICY.version}</ArticleMeta>
      <Lead>
        Every order comes with a short agreement that you accept at checkout. Here is what each one
        means, in plain language.
      </Lead>
      <CardGrid>
        {AGREEMENTS.map((agreement) => (
          <Card key={agreement.kind} aria-labelledby={`agreement-${agreement.kind}`}>
            <h2 id={`agreement-${agreement.kind}`}>{agreement.name}</h2>
            <p>{agreement.summary}</p>
            <ul>
              {agreement.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <p>
              <Link to={agreement.path}>Read the {agreement.name.toLowerCase()}</Link>
            </p>
          </Card>
        ))}
      </CardGrid>
      <h2>Which one is right for me?</h2>
      <p>
        Subscribe if you want flexibility: swap, move or return as your home changes. Rent when you
        know you need furniture for a set time. Buy or finance when you want it to be yours from the
        start. Our <Link to="/faq">FAQ</Link> compares the four options side by side.
      </p>
      <p>
        The agreement you sign is saved in your account. If anything in these summaries differs from
        your signed agreement, the signed agreement applies.
      </p>
    </Article>
  );
}
