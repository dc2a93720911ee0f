/**
 * The "Log to DM Sprint" bookmarklet: it reads only the page's address and opens DM Sprint's
 * share page in a small window (with auto=1, that page logs at once).
 */
export function bookmarkletCode(origin: string, logAtOnce: boolean): string {
  const target = `${origin}/share?${logAtOnce ? 'auto=1&' : ''}url=`;
  return `javascript:(()=>{window.open(${JSON.stringify(target)}+encodeURIComponent(location.href),'dm-sprint','popup,width=440,height=640')})()`;
}
