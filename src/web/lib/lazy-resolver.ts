import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type LazyResolver<Schema extends z.ZodType<unknown, FieldValues>> = Resolver<
  z.input<Schema>,
  unknown,
  z.output<Schema>
> & {
  /** Loads the check ahead of its first use (a dialog that opens: before its submit). */
  load: () => Promise<unknown>;
};

/**
 * A form's zod check, loaded on its first use (the first submit) or on `load()`: zod and the
 * shared schemas stay out of the code a page runs while it loads (scripts/build/app-chunks.ts).
 * The service worker keeps every chunk on the device, so the wait is one import, once.
 */
export function lazyZodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<Schema> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    ));
  const resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>> = async (
    values,
    context,
    options,
  ) => (await load())(values, context, options);
  return Object.assign(resolver, { load });
}
