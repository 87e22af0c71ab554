import { Link } from '@tanstack/react-router';
import { RETURN_POLICY } from '../../../contract/return-policy';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Stack, Text } from '../../ui/layout';

/** `/returncenter`: the return policy (decisions 118, 153) and the way in to a return. */
export function ReturnCenterPage() {
  useDocumentTitle('Return center');
  return (
    <FormPage
      title="Return center"
      intro="Done with a piece? We pick it up from your home, seven days a week, in the window you choose."
    >
      <Stack gap={3}>
        <Text>{RETURN_POLICY.terms}</Text>
        <Text>
          These are the terms of the agreement signed today (version {RETURN_POLICY.version}). Items
          keep the return terms of the agreement they were signed under: each one shows its own
          free-return day and what a pickup before then costs when you start a return.
        </Text>
        <Text>
          Monthly billing of a returned item stops on its pickup day, and the fee is charged once
          the crew has picked it up. Financed and bought items are yours to keep.
        </Text>
        <div>
          <Button asChild>
            <Link to="/returncenter/select">Start a return</Link>
          </Button>
        </div>
      </Stack>
    </FormPage>
  );
}
