import type { ReactNode } from 'react';
import { FormPage } from '../../ui/form-page';
import { Cluster } from '../../ui/layout';
import { Spinner } from '../../ui/spinner';
import type { AuthProblem } from './auth-problems';
import { FormProblem } from './form-problem';
import { m } from '../../i18n/paraglide/messages.js';

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
  workingLabel = m.auth_signing_you_in(),
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
      <Spinner label={m.auth_working({ label: workingLabel })} />
    </FormPage>
  );
}
