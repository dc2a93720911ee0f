import { toast } from 'sonner';

/** The spec's toasts are a title plus a message; destructive ones use the error style. */
export const notify = {
  success: (title: string, description?: string, action?: { label: string; onClick: () => void }) =>
    toast.success(title, { description, action }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
  warning: (title: string, description?: string) => toast.warning(title, { description }),
};
