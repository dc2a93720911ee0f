import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/web/lib/cn';

/**
 * Tabs (WAI-ARIA tabs, automatic activation: the arrow keys, Home and End move to a tab and show
 * its panel; only the chosen tab is in the Tab order). Not Radix's, whose tabs and panels
 * register themselves in state from refs (ADR 0143, "No synchronous render right after the
 * takeover"). Only the chosen tab's panel is rendered.
 */
type TabsState = { value: string; choose: (value: string) => void; id: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

const partId = (tabs: TabsState, part: 'tab' | 'panel', value: string) =>
  `${tabs.id}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  (
    | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
    | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
  );

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const tabs: TabsState = {
    value: value ?? own,
    choose: (next) => {
      setOwn(next);
      onValueChange?.(next);
    },
    id: useId(),
  };
  return (
    <TabsContext value={tabs}>
      <div {...props} />
    </TabsContext>
  );
}

/** The arrow keys, Home and End: the tab to move to among the list's enabled tabs. */
function tabToMoveTo(list: HTMLElement, from: HTMLElement, key: string): HTMLElement | undefined {
  const enabled = [...list.querySelectorAll<HTMLElement>('[role=tab]:not([disabled])')];
  const at = enabled.indexOf(from);
  const step: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1 + enabled.length,
    Home: 0,
    End: enabled.length - 1,
  };
  return key in step ? enabled[step[key] % enabled.length] : undefined;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const from = event.target as HTMLElement;
    if (event.defaultPrevented || from.getAttribute('role') !== 'tab') return;
    const to = tabToMoveTo(event.currentTarget, from, event.key);
    if (!to) return;
    event.preventDefault();
    to.focus();
    to.click(); // automatic activation: the focused tab is the chosen one
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex h-10 w-full pointer-coarse:h-[3.25rem] items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'value' | 'type' | 'role'> & { value: string }) {
  const tabs = useTabs();
  const chosen = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs, 'tab', value)}
      aria-selected={chosen}
      aria-controls={partId(tabs, 'panel', value)}
      tabIndex={chosen ? 0 : -1}
      data-state={chosen ? 'active' : 'inactive'}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !chosen) tabs.choose(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'role'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={partId(tabs, 'panel', value)}
      aria-labelledby={partId(tabs, 'tab', value)}
      tabIndex={0}
      data-state="active"
      className={cn('mt-4 outline-none', className)}
      {...props}
    />
  );
}
