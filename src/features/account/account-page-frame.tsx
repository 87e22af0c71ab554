import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { Button } from '../../ui/button';
import { Cluster, PageColumn, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';

/** The column every account page sits in, under the shell's "Back to My Account" link. */
export function AccountPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageColumn>
      <Stack gap={2}>
        <PageHeading flush>{title}</PageHeading>
        {intro ? <Text tone="muted">{intro}</Text> : null}
      </Stack>
      {children}
    </PageColumn>
  );
}

/** Loading and load-failure states of an account page's data. */
export function LoadState({
  status,
  what,
  onRetry,
  retrying = false,
}: {
  status: 'pending' | 'error';
  /** e.g. "your profile", in the page's language. */
  what: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  if (status === 'pending')
    return <Spinner layout="block" label={m.account_load_loading({ what })} />;
  return (
    <Notice tone="error" title={m.account_load_failed_title({ what })} role="alert">
      <Text>{m.account_load_failed_text()}</Text>
      <Cluster gap={3}>
        <Button
          size="sm"
          onClick={onRetry}
          loading={retrying}
          loadingLabel={m.account_trying_again()}
        >
          {m.account_try_again()}
        </Button>
      </Cluster>
    </Notice>
  );
}
