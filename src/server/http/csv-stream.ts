import type { Logger } from '../logger';

/**
 * A CSV made batch by batch as a response body: the next batch is read only when the client has
 * taken the previous one, and a client that goes away stops the reading.
 */
export function csvBody(
  chunks: AsyncGenerator<string>,
  logger: Logger,
  requestId: string,
  onCancel: () => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error, requestId }, 'CSV export failed');
        controller.error(error);
      }
    },
    async cancel() {
      onCancel();
      await chunks.return(undefined);
    },
  });
}
