import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referralQuery } from '../../api/holdings-queries';
import type { Referral } from '../../api/holdings-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FieldInput } from '../../ui/field';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { formatReceiptDate } from './receipt-format';

const STATES: Record<string, string> = {
  JOINED: 'Signed up',
  ORDERED: 'Ordered: your credit comes when it is delivered',
  CREDITED: 'Delivered: you were credited',
};

export interface ReferralViewProps {
  status: 'pending' | 'error' | 'success';
  referral?: Referral | undefined;
  /** The site's address the link starts with, e.g. https://pivot.example. */
  origin: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Copies the link; resolves when done. */
  onCopy: (link: string) => Promise<void>;
}

/** /account/referral without the router's data: stories render each state. */
export function ReferralView({
  status,
  referral,
  origin,
  onRetry,
  retrying,
  onCopy,
}: ReferralViewProps) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  return (
    <AccountPageFrame
      title="Referral"
      intro="Share your link: a friend who signs up with it gets credit on their first order, and you earn credit when that order is delivered."
    >
      {status !== 'success' || !referral ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="your referrals"
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : (
        <>
          <Panel as="section" gap={3} aria-labelledby="referral-link-heading">
            <Heading as="h2" size="sm" id="referral-link-heading">
              Your link
            </Heading>
            <FieldInput
              readOnly
              aria-labelledby="referral-link-heading"
              value={`${origin}${referral.path}`}
              data-testid="referral-link"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Cluster gap={3}>
              <Button
                size="sm"
                onClick={() =>
                  void onCopy(`${origin}${referral.path}`).then(
                    () => setCopied('yes'),
                    () => setCopied('failed'),
                  )
                }
              >
                Copy the link
              </Button>
              <Text size="sm" role="status">
                {copied === 'yes'
                  ? 'Copied.'
                  : copied === 'failed'
                    ? 'Select the link and copy it.'
                    : ''}
              </Text>
            </Cluster>
            <Text size="sm" tone="muted">
              Your friend gets {formatMoney(referral.welcomeCredit)} off their first order; you get{' '}
              {formatMoney(referral.reward)} in credit once it is delivered. Credit is used first on
              your next order or monthly bill.
            </Text>
          </Panel>
          <Text data-testid="referral-earned">
            Credit earned by referring: <strong>{formatMoney(referral.creditEarned)}</strong>
          </Text>
          <Stack as="section" gap={3} aria-labelledby="referral-friends-heading">
            <Heading as="h2" size="sm" id="referral-friends-heading">
              Who joined
            </Heading>
            {referral.friends.length === 0 ? (
              <Text tone="muted">Nobody has signed up with your link yet.</Text>
            ) : (
              <PlainList gap={3}>
                {referral.friends.map((friend, index) => (
                  <li
                    key={`${friend.name}-${friend.joinedAt}-${index}`}
                    data-testid="referral-friend"
                  >
                    <Cluster gap={2}>
                      <Text as="span" weight="bold">
                        {friend.name}
                      </Text>
                      <Badge tone={friend.state === 'CREDITED' ? 'brand' : 'neutral'}>
                        {friend.state === 'CREDITED'
                          ? `+${formatMoney(friend.reward)}`
                          : friend.state === 'ORDERED'
                            ? 'Ordered'
                            : 'Joined'}
                      </Badge>
                    </Cluster>
                    <Text size="sm" tone="muted">
                      Joined {formatReceiptDate(friend.joinedAt)}. {STATES[friend.state]}
                    </Text>
                  </li>
                ))}
              </PlainList>
            )}
          </Stack>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/referral`. */
export function ReferralPage() {
  useDocumentTitle('Referral');
  const userId = useStoredSession()?.userId ?? null;
  const query = useQuery(referralQuery(userId));
  return (
    <ReferralView
      status={query.status}
      referral={query.data}
      origin={window.location.origin}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      onCopy={(link) => navigator.clipboard.writeText(link)}
    />
  );
}
