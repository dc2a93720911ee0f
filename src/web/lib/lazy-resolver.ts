import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod check, loaded on its first use (the first submit): zod and the shared schemas
 * stay out of the code a page runs before its first paint (scripts/build/app-chunks.ts). The
 * service worker keeps every chunk on the device, so the wait is one import, once.
 */
export function lazyZodResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    );
    return (await loaded)(values, context, options);
  };
}
