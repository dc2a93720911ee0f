/**
 * What the extension never does, in plain words (docs/decisions/0140-browser-extension.md): the
 * install card and the connect page say it before anything is installed or approved.
 */
export function NeverDoes() {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      <li>It never sends a message or anything else to LinkedIn, Instagram, X or Facebook.</li>
      <li>It never clicks, types or marks a conversation read for you.</li>
      <li>It adds nothing to their pages: no buttons, nothing they can see.</li>
      <li>It never opens X Chat’s PIN screen.</li>
      <li>
        It keeps and sends no message text: only who you wrote to or heard from, on which platform,
        and when.
      </li>
      <li>It runs only on those four sites’ messages and on your DM Sprint.</li>
    </ul>
  );
}
