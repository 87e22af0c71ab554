import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** How a tag of a message is drawn: its text in, an element out. */
export type RichTags = Readonly<Record<string, (text: string) => ReactNode>>;

const DEFAULT_TAGS: RichTags = {
  b: (text) => <strong>{text}</strong>,
  em: (text) => <em>{text}</em>,
};

const TAG = /<([a-z]+)>(.*?)<\/\1>/g;

/**
 * A paragraph of a message with its links and emphasis: the message marks them as
 * `<name>text</name>` (one level, no attributes), and `tags` says what each name draws (`b` and
 * `em` draw strong and em). Text around the tags is drawn as text, never as HTML.
 */
export function Rich({ text, tags = {} }: { text: string; tags?: RichTags }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const draw = tags[name] ?? DEFAULT_TAGS[name];
    parts.push(text.slice(last, match.index));
    parts.push(draw ? draw(inner) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
