import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { CUSTOMER_CARE } from '../../lib/customer-care';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Callout, Lead } from '../../ui/article';
import { Button } from '../../ui/button';
import { Cluster } from '../../ui/layout';
import { SWATCHES_PATH } from './content-paths';
import { Rich } from './rich-text';

/** Fabric & Cover Replacements: new covers for sofas and chairs, starting with swatches. */
export function CoverKitPage() {
  useDocumentTitle(m.content_cover_title());
  const swatches = { swatches: (text: string) => <Link to={SWATCHES_PATH}>{text}</Link> };
  return (
    <Article>
      <h1>{m.content_cover_title()}</h1>
      <Lead>{m.content_cover_lead()}</Lead>

      <h2>{m.content_cover_what_title()}</h2>
      <p>{m.content_cover_what()}</p>

      <h2>{m.content_cover_how_title()}</h2>
      <ol>
        <li>
          <Rich text={m.content_cover_step_fabric()} tags={swatches} />
        </li>
        <li>
          <Rich text={m.content_cover_step_piece()} />
        </li>
        <li>
          <Rich text={m.content_cover_step_quote()} />
        </li>
        <li>
          <Rich text={m.content_cover_step_fit()} />
        </li>
      </ol>

      <h2>{m.content_cover_care_title()}</h2>
      <p>{m.content_cover_care()}</p>

      <h2>{m.content_cover_fresh_title()}</h2>
      <ul>
        <li>{m.content_cover_fresh_vacuum()}</li>
        <li>{m.content_cover_fresh_blot()}</li>
        <li>{m.content_cover_fresh_wash()}</li>
        <li>{m.content_cover_fresh_sun()}</li>
      </ul>

      <Callout>
        <p>
          <Rich
            text={m.content_cover_questions({
              email: CUSTOMER_CARE.email,
              phone: CUSTOMER_CARE.phoneDisplay,
            })}
            tags={{
              email: (text) => <a href={`mailto:${CUSTOMER_CARE.email}`}>{text}</a>,
              phone: (text) => <a href={CUSTOMER_CARE.phoneHref}>{text}</a>,
            }}
          />
        </p>
      </Callout>
      <Cluster gap={3}>
        <Button asChild>
          <Link to={SWATCHES_PATH} data-plain="">
            {m.content_cover_order_swatches()}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact" data-plain="">
            {m.content_contact_title()}
          </Link>
        </Button>
      </Cluster>
    </Article>
  );
}
