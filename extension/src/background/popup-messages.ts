import type { HandlePlatform } from '@/shared/domain/prospect-input';
import type { Mode } from './state';

/** Popup → background. */
export type PopupMessage =
  | { type: 'connect'; origin: string }
  | { type: 'disconnect' }
  | { type: 'log'; id: string; kind?: 'dm' | 'reply'; profileUrl?: string }
  | { type: 'ignore'; id: string }
  | { type: 'undo'; id: string }
  | { type: 'send-now' }
  | { type: 'set-mode'; platform: HandlePlatform; mode: Mode }
  /** The popup opened: send what waits, refresh the detectors when stale, answer today's count. */
  | { type: 'opened' };
