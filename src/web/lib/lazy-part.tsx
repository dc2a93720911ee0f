import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

const parts = new Set<() => Promise<unknown>>();

/**
 * A part of a page loaded after the page's own code, that the server draws with the page
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md). Where its code is there already
 * (the server; the browser taking a drawn page over loads it first) it is drawn as a plain part of
 * the page, taken over with it: inside a Suspense boundary of its own, React would take it over
 * later, at idle priority, and a tap on it before then would be lost. Otherwise it loads on
 * demand, showing nothing meanwhile.
 */
// As React.lazy's own signature: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  parts.add(loadOnce);
  const Lazy = lazy(loadOnce);
  return function LazyPart(props: ComponentProps<T>) {
    const Loaded = loaded as ComponentType<ComponentProps<T>> | undefined;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** Loads every part of the pages loaded so far (before the server draws a page, before the browser takes it over). */
export const loadLazyParts = () => Promise.all([...parts].map((load) => load()));
