import type { DeviceConversation } from './conversation';

/** One file of an export, by its path inside the zip (or its name when picked alone). */
export type ExportFile = { path: string; text: string };

export type ReadResult =
  { ok: true; conversations: DeviceConversation[]; groups: number } | { ok: false; error: string };
