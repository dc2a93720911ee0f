import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http/ids';
import { validate } from '../../http/validate';
import { generationRefused, writerFailure } from '../../writers/generation-http';
import type { DraftEvent } from '../../writers/writer';
import {
  generateScriptInput,
  saveScriptInput,
  type ScriptStreamEvent,
} from '../../../shared/schemas/scripts';
import { deleteScript, listScripts, saveScript } from './scripts.service';
import type { ScriptId } from '../../../shared/schemas/ids';

const encoder = new TextEncoder();
const line = (event: ScriptStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

export function createScriptsRoutes({ db, writer, logger, rateCounter }: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => c.json({ scripts: await listScripts(db, c.get('viewer').profile) }))
      .post('/', validate('json', saveScriptInput), async (c) => {
        const script = await saveScript(db, c.get('viewer').profile, c.req.valid('json'));
        return c.json({ script }, 201);
      })
      .delete('/:id', idParam<ScriptId>('Script not found'), async (c) => {
        const { id } = c.req.valid('param');
        await deleteScript(db, c.get('viewer').profile, id);
        return c.json({ deleted: id });
      })
      /**
       * Streams the script as newline-delimited JSON (ScriptStreamEvent). A writer that fails
       * before its first words answers 502/504 JSON; one that fails mid-stream ends with an
       * error event. The client closing the request aborts the provider call.
       */
      .post('/generate', validate('json', generateScriptInput), async (c) => {
        const viewer = c.get('viewer');
        const refused = await generationRefused(c, rateCounter, viewer.userId);
        if (refused) return refused;
        const input = c.req.valid('json');
        const variant = input.variant ?? 0;
        const abort = new AbortController();
        const events = writer.streamScript({ ...input, variant }, { signal: abort.signal });
        const iterator = events[Symbol.asyncIterator]();
        let first: IteratorResult<DraftEvent>;
        try {
          first = await iterator.next();
        } catch (error) {
          throw writerFailure(error, logger, 'script');
        }
        let pending: IteratorResult<DraftEvent> | null = first;
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            try {
              const result = pending ?? (await iterator.next());
              pending = null;
              if (result.done) return controller.close();
              const event = result.value;
              if (event.type === 'delta') {
                controller.enqueue(line({ type: 'delta', text: event.text }));
              } else {
                controller.enqueue(
                  line({
                    type: 'done',
                    script: event.text,
                    writer: writer.kind,
                    writerLabel: writer.label,
                    variant,
                  }),
                );
              }
            } catch (error) {
              const failure = writerFailure(error, logger, 'script');
              controller.enqueue(
                line({ type: 'error', code: failure.code, message: failure.message }),
              );
              controller.close();
            }
          },
          async cancel() {
            abort.abort();
            await iterator.return?.();
          },
        });
        return c.body(body, 200, {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'x-writer': writer.kind,
        });
      })
  );
}
