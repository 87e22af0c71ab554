import type { TrackerUpdate } from '../../../server/modules/deliveries/delivery-feed';

/** Reads a tracker's server-sent events until `count` position events came. */
export async function positions(response: Response, count: number): Promise<TrackerUpdate[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const found: TrackerUpdate[] = [];
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (block.includes('event: position') && data) found.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return found;
}

/** Reads a tracker's stream to its end: the `event: end` reason (null: none) and when it ended. */
export async function endOf(response: Response): Promise<{ reason: string | null; at: number }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const block = text.split('\n\n').find((part) => part.startsWith('event: end'));
  const data = block?.split('\n').find((line) => line.startsWith('data: '));
  return {
    reason: data ? (JSON.parse(data.slice(6)) as { reason: string }).reason : null,
    at: Date.now(),
  };
}
