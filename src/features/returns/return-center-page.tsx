import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { Button } from '../../ui/button';
import { FormPage } from '../../ui/form-page';
import { Stack, Text } from '../../ui/layout';

/** `/returncenter`: the return policy (decision 118) and the way in to a return. */
export function ReturnCenterPage() {
  useDocumentTitle('Return center');
  return (
    <FormPage
      title="Return center"
      intro="Done with a piece? We pick it up from your home, seven days a week, in the window you choose."
    >
      <Stack gap={3}>
        <Text>
          Each subscription has a free-return term: 4 years for subscriptions started since January
          2024, 2 years for those started in 2022 or 2023, and 6 months before that. After the term
          a pickup is free; before it, it costs twice the item&apos;s monthly fee.
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
