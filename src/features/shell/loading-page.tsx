import { Spinner } from '../../ui/spinner';
import { FillCentered } from '../../ui/layout';

/** "Loading please wait..." while a page's code or data arrives. */
export function LoadingPage() {
  return (
    <FillCentered>
      <Spinner />
    </FillCentered>
  );
}
