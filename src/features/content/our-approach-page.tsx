import { Link } from '@tanstack/react-router';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { Article, Card, CardGrid, Lead } from '../../ui/article';
import { cityName } from './city-names';
import { DELIVERY_CITIES } from './content-paths';
import { Rich } from './rich-text';

/** Why Pivot works the way it does. */
export function OurApproachPage() {
  useDocumentTitle(m.content_approach_title());
  return (
    <Article>
      <h1>{m.content_approach_title()}</h1>
      <Lead>{m.content_approach_lead()}</Lead>

      <h2>{m.content_approach_use_title()}</h2>
      <p>{m.content_approach_use()}</p>

      <h2>{m.content_approach_better_title()}</h2>
      <p>{m.content_approach_better()}</p>

      <h2>{m.content_approach_ways_title()}</h2>
      <CardGrid>
        <Card>
          <h3>{m.content_approach_subscribe()}</h3>
          <p>{m.content_approach_subscribe_text()}</p>
        </Card>
        <Card>
          <h3>{m.content_approach_finance()}</h3>
          <p>{m.content_approach_finance_text()}</p>
        </Card>
        <Card>
          <h3>{m.content_approach_rent()}</h3>
          <p>{m.content_approach_rent_text()}</p>
        </Card>
        <Card>
          <h3>{m.content_approach_buy()}</h3>
          <p>{m.content_approach_buy_text()}</p>
        </Card>
      </CardGrid>
      <p>
        <Rich
          text={m.content_approach_terms()}
          tags={{ contract: (text) => <Link to="/contract">{text}</Link> }}
        />
      </p>

      <h2>{m.content_approach_canada_title()}</h2>
      <p>{m.content_approach_canada()}</p>

      <h2>{m.content_approach_crews_title()}</h2>
      <p>
        {m.content_approach_crews({
          count: DELIVERY_CITIES.length,
          first: cityName(DELIVERY_CITIES[0]),
          last: cityName(DELIVERY_CITIES[DELIVERY_CITIES.length - 1] ?? DELIVERY_CITIES[0]),
        })}
      </p>

      <h2>{m.content_approach_care_title()}</h2>
      <p>
        <Rich
          text={m.content_approach_care()}
          tags={{ cover: (text) => <Link to="/cover-kit">{text}</Link> }}
        />
      </p>
    </Article>
  );
}
