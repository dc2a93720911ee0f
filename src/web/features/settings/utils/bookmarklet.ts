/**
 * The "Log to DM Sprint" bookmarklet: it reads only the page's address and opens DM Sprint's
 * share page in a small window. With the member's share key (Log at once) that page logs at
 * once; the key rides in the fragment, which no server sees, and proves the member's own
 * bookmarklet opened the page (docs/product.md §4.17).
 */
export function bookmarkletCode(origin: string, shareKey: string | null): string {
  const target = `${origin}/share?${shareKey ? 'auto=1&' : ''}url=`;
  const proof = shareKey ? `#key=${encodeURIComponent(shareKey)}` : '';
  return `javascript:(()=>{window.open(${JSON.stringify(target)}+encodeURIComponent(location.href)${proof ? `+${JSON.stringify(proof)}` : ''},'dm-sprint','popup,width=440,height=640')})()`;
}
