import type { ReactNode } from 'react';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { Spinner } from '../../ui/spinner';
import type { AuthProblem } from './auth-problems';
import { FormProblem } from './form-problem';

export type SignInProgressProps = {
  title: string;
  /** Null while the request runs; the failure once it failed. */
  problem: AuthProblem | null;
  /** What the person can do after a failure (links to sign in, ask for a new link). */
  actions: ReactNode;
  /** Read out while working, e.g. "Signing you in". */
  workingLabel?: string;
};

/** A page that signs in by itself from a link (temporary link, social callback). */
export function SignInProgress({
  title,
  problem,
  actions,
  workingLabel = 'Signing you in',
}: SignInProgressProps) {
  if (problem) {
    return (
      <FormPage title={title}>
        <FormProblem problem={problem} />
        <Cluster gap={3}>{actions}</Cluster>
      </FormPage>
    );
  }
  return (
    <FormPage title={title}>
      <Spinner label={`${workingLabel}…`} />
    </FormPage>
  );
}
