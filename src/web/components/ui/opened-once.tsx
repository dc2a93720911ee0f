import { createContext, useContext, useState, type ComponentType, type ReactNode } from 'react';

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

const OpenedOnceContext = createContext(true);

/**
 * A dialog's content is mounted from its first opening on, then kept (so it can animate out).
 * A closed Radix dialog still mounts its portal, whose presence check sets state as it mounts
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md, "No synchronous render right
 * after the takeover").
 */
export function withOpenedOnce<P extends RootProps>(Root: ComponentType<P>) {
  return function OpenedOnceRoot(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open ?? props.defaultOpen));
    // Opened from outside (a controlled dialog): mounted in this same render.
    if (props.open && !opened) setOpened(true);
    const onOpenChange = (open: boolean) => {
      if (open) setOpened(true); // opened by its own trigger
      props.onOpenChange?.(open);
    };
    return (
      <OpenedOnceContext value={opened}>
        <Root {...props} onOpenChange={onOpenChange} />
      </OpenedOnceContext>
    );
  };
}

/** Whether the dialog around has been opened yet: its content renders nothing before. */
export const useOpenedOnce = () => useContext(OpenedOnceContext);
