/**
 * What the server asks of the web app's server-side renderer (src/web/member-page-render.tsx,
 * loaded by src/server/member-pages.ts from its own file: the server does not import the web).
 */
export type MemberPageRenderer = {
  /**
   * The member's page at `url` as the app's first render draws it with their data, for the
   * screen their `userAgent` suggests, and that data
   * (the app's queries, dehydrated) as the script element the HTML carries for the browser to
   * take over; null where the frame is sent instead (no approved member, a first-screen request
   * that failed, a page that is not a member's).
   */
  renderMemberPage(
    url: URL,
    userAgent: string,
  ): Promise<{ markup: string; stateScript: string } | null>;
  /** How the page's API requests are answered on the server (the app itself, as the member). */
  sendRequestsWith(send: typeof fetch): void;
};
