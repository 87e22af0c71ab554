import { longUtcDay } from '../../lib/calendar-day';
import { Text } from '../../ui/layout';

/** A calendar date (YYYY-MM-DD) as written: "November 22, 2026". */
export function formatDay(date: string): string {
  return longUtcDay(new Date(`${date.slice(0, 10)}T00:00:00Z`)) || date;
}

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
