import { styled } from '../../styles/stitches.config';
import { Stack, Text } from '../../ui/layout';

const AgreementText = styled('div', {
  maxHeight: 240,
  overflowY: 'auto',
  border: '1px solid $border',
  borderRadius: '$sm',
  padding: '$4',
  fontSize: '$sm',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

/** The subscription agreement's text for these subscribed items (checkout and the account). */
export function AgreementTerms({
  lines,
}: {
  lines: readonly { name: string; termLength: number | null }[];
}) {
  return (
    <AgreementText tabIndex={0} aria-label="Subscription agreement">
      <Stack gap={2}>
        <Text>
          <strong>Subscription agreement.</strong> You rent the furniture below from us for as long
          as your subscription lasts. It stays ours; you keep it in good condition, in the home we
          deliver it to, and let us collect it when the subscription ends.
        </Text>
        <ul>
          {lines.map((line) => (
            <li key={line.name}>
              {line.name}
              {line.termLength ? `: ${line.termLength}-month minimum term` : ': month to month'}
            </li>
          ))}
        </ul>
        <Text>
          Monthly fees are charged to your card on the same day each month. After the minimum term
          you may return items at any time; an earlier return has a fee, shown before you book it.
          Normal wear is expected; damage beyond it may be charged at the repair cost.
        </Text>
      </Stack>
    </AgreementText>
  );
}
