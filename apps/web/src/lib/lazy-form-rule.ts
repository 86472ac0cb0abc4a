import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_ERROR } from './api-client';
import { toast } from './notify';
import { prefetchWhenIdle } from './when-idle';

type Ready<T extends z.ZodType> = Resolver<z.input<T> & FieldValues, unknown, z.output<T>>;

/**
 * A form's rule: the shared zod schema the server applies too, fetched (with zod, 26 KB compressed, and the resolver)
 * once the form has drawn and the browser is idle, or at the first validation, instead of with the page (issue 34,
 * ADR 0210). Declared once per form, at module level: `const rule = lazyFormRule(() => import(…).then((m) => m.schema))`.
 */
export interface LazyFormRule<T extends z.ZodType> {
  /** For react-hook-form (through `useLazyFormRule`). */
  resolver: Ready<T>;
  /** The schema itself, for a form that checks its values in its submit handler; undefined (and said) when it could not arrive. */
  schema: () => Promise<T | undefined>;
  load: () => Promise<unknown>;
}

export function lazyFormRule<T extends z.ZodType>(loadSchema: () => Promise<T>): LazyFormRule<T> {
  let ready: Promise<{ schema: T; resolve: Ready<T> }> | undefined;
  const load = () =>
    (ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => ({ schema, resolve: zodResolver(schema as never) as unknown as Ready<T> }),
      (err: unknown) => {
        // Tried again at the next validation (the connection back).
        ready = undefined;
        throw err;
      },
    ));
  const loaded = async () => {
    try {
      return await load();
    } catch {
      // Nothing is sent: the form says why it could not check the fields.
      toast.error(NETWORK_ERROR);
      return undefined;
    }
  };
  const resolver: Ready<T> = async (values, context, options) => {
    const rule = await loaded();
    if (!rule) return { values: {}, errors: { root: { type: 'network', message: NETWORK_ERROR } } } as Awaited<ReturnType<Ready<T>>>;
    return rule.resolve(values, context, options);
  };
  return { resolver, schema: async () => (await loaded())?.schema, load };
}

/** Fetches the rule once the form has drawn and the browser is idle; returns its resolver. */
export function useLazyFormRule<T extends z.ZodType>(rule: LazyFormRule<T>): Ready<T> {
  useEffect(() => prefetchWhenIdle(rule.load), [rule]);
  return rule.resolver;
}
