import { Text } from '../../ui/layout';

/** Review text as the customer wrote it: always a text node (never HTML), line breaks kept. */
export function ReviewText({ text, clamp = false }: { text: string; clamp?: boolean }) {
  return (
    <Text wrap="lines" {...(clamp && { clamp: 3 as const })}>
      {text}
    </Text>
  );
}
