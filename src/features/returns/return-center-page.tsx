import { Link } from '@tanstack/react-router';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { getLocale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Stack, Text } from '../../ui/layout';

/**
 * The terms signed today in the page's language: the contract's own words in English, and in
 * French the same terms from its term and fee (`4 ans`).
 */
function policyTerms(): string {
  if (getLocale() !== 'fr') return RETURN_POLICY.terms;
  const months = RETURN_POLICY.freeReturnAfterMonths;
  const term =
    months % 12 === 0
      ? m.returns_term_years({ count: months / 12 })
      : m.returns_term_months({ count: months });
  return m.returns_policy_terms({ term });
}

/** `/returncenter`: the return policy (decisions 118, 153) and the way in to a return. */
export function ReturnCenterPage() {
  useDocumentTitle(m.returns_center_title());
  return (
    <FormPage title={m.returns_center_title()} intro={m.returns_center_intro()}>
      <Stack gap={3}>
        <Text>{policyTerms()}</Text>
        <Text>{m.returns_center_agreement({ version: RETURN_POLICY.version })}</Text>
        <Text>{m.returns_center_billing()}</Text>
        <div>
          <Button asChild>
            <Link to="/returncenter/select">{m.returns_center_start()}</Link>
          </Button>
        </div>
      </Stack>
    </FormPage>
  );
}
