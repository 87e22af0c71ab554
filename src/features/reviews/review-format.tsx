import { Text } from '../../ui/layout';

/** Review text as the customer wrote it: always a text node (never HTML), line breaks kept. */
export function ReviewText({ text, clamp = false }: { text: string; clamp?: boolean }) {
  return (
    <Text
      css={{
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
        ...(clamp
          ? {
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }
          : {}),
      }}
    >
      {text}
    </Text>
  );
}
