import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { referralQuery } from '../../api/holdings-queries';
import type { Referral } from '../../api/holdings-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FieldInput } from '../../ui/field';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { formatReceiptDate } from './receipt-format';

function stateText(state: string): string {
  switch (state) {
    case 'JOINED':
      return m.account_referral_state_joined();
    case 'ORDERED':
      return m.account_referral_state_ordered();
    case 'CREDITED':
      return m.account_referral_state_credited();
    default:
      return '';
  }
}

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
    <AccountPageFrame title={m.account_page_referral()} intro={m.account_referral_intro()}>
      {status !== 'success' || !referral ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_referrals()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : (
        <>
          <Panel as="section" gap={3} aria-labelledby="referral-link-heading">
            <Heading as="h2" size="sm" id="referral-link-heading">
              {m.account_your_link()}
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
                {m.account_copy_link()}
              </Button>
              <Text size="sm" role="status">
                {copied === 'yes'
                  ? m.account_copied()
                  : copied === 'failed'
                    ? m.account_copy_failed()
                    : ''}
              </Text>
            </Cluster>
            <Text size="sm" tone="muted">
              {m.account_referral_terms({
                welcome: formatMoney(referral.welcomeCredit),
                reward: formatMoney(referral.reward),
              })}
            </Text>
          </Panel>
          <Text data-testid="referral-earned">
            {m.account_credit_earned()} <strong>{formatMoney(referral.creditEarned)}</strong>
          </Text>
          <Stack as="section" gap={3} aria-labelledby="referral-friends-heading">
            <Heading as="h2" size="sm" id="referral-friends-heading">
              {m.account_who_joined()}
            </Heading>
            {referral.friends.length === 0 ? (
              <Text tone="muted">{m.account_nobody_joined()}</Text>
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
                            ? m.account_badge_ordered()
                            : m.account_badge_joined()}
                      </Badge>
                    </Cluster>
                    <Text size="sm" tone="muted">
                      {m.account_joined_on({ date: formatReceiptDate(friend.joinedAt) })}{' '}
                      {stateText(friend.state)}
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
  useDocumentTitle(m.account_page_referral());
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
