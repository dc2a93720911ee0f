/**
 * Which platform an export is from, and its conversations (docs/decisions/0136-platform-exports.md).
 * The device reads only the files `isMessageFile` names; media is never inflated.
 */
import type { DeviceConversation, ExportPlatform } from './conversation';
import type { ExportFile } from './export-file';
import { exportErrors } from './export-errors';
import { isLinkedInFile, readLinkedInExport } from './linkedin-messages';
import { isMetaFile, isMetaThreadFile, readMetaExport } from './meta-messages';
import { isXFile, readXExport } from './x-messages';

export type ExportRead =
  | {
      ok: true;
      platform: ExportPlatform;
      conversations: DeviceConversation[];
      /** Group chats, never counted. */
      groups: number;
    }
  | { ok: false; error: string };

export const isMessageFile = (path: string) =>
  isMetaFile(path) || isLinkedInFile(path) || isXFile(path);

const META_HTML =
  /(?:^|\/)messages\/(inbox|message_requests|archived_threads)\/[^/]+\/message_\d+\.html$/i;
const FACEBOOK = /(?:^|\/)(your_facebook_activity|profile_information)\/|facebook/i;
const INSTAGRAM = /(?:^|\/)(your_instagram_activity|personal_information)\/|instagram/i;
const META_TRACES =
  /(?:^|\/)(your_instagram_activity|your_facebook_activity|personal_information|profile_information|messages)\//i;

/**
 * `files`: the message files read (isMessageFile); `paths`: every path of the pick (to tell a
 * Meta export in HTML or without messages); `name`: the zip's file name.
 */
export function readExport(
  files: readonly ExportFile[],
  paths: readonly string[],
  name = '',
): ExportRead {
  if (paths.some((path) => META_HTML.test(path))) return { ok: false, error: exportErrors.html };
  const linkedIn = readLinkedInExport(files);
  if (linkedIn) {
    if (!linkedIn.ok) return linkedIn;
    return linkedIn.conversations.length > 0 || linkedIn.groups > 0
      ? { ...linkedIn, platform: 'linkedin' }
      : { ok: false, error: exportErrors.empty };
  }
  const x = readXExport(files);
  if (x) return x.ok ? { ...x, platform: 'twitter' } : x;
  const threads = files.filter((file) => isMetaThreadFile(file.path));
  if (threads.length > 0) {
    const all = [name, ...paths].join('\n');
    const facebook =
      FACEBOOK.test(all) && !/your_instagram_activity/i.test(all)
        ? true
        : !INSTAGRAM.test(all) && threads.some((file) => file.text.includes('"thread_type"'));
    const platform = facebook ? 'facebook' : 'instagram';
    const read = readMetaExport(platform, files);
    return read.ok ? { ...read, platform } : read;
  }
  if (paths.some((path) => META_TRACES.test(path))) return { ok: false, error: exportErrors.empty };
  return { ok: false, error: exportErrors.notAnExport };
}
