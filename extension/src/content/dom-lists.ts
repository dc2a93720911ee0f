/** Reading the page by the detectors' ordered candidate lists, failing closed. */

/** querySelectorAll that treats an invalid selector as matching nothing. */
function all(root: ParentNode, selector: string): Element[] {
  try {
    return [...root.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** The elements of the first candidate that matches anything, and which candidate it was. */
export function firstMatching(
  root: ParentNode,
  candidates: readonly string[],
): { candidate: number | null; elements: Element[] } {
  for (const [index, selector] of candidates.entries()) {
    const elements = all(root, selector);
    if (elements.length > 0) return { candidate: index, elements };
  }
  return { candidate: null, elements: [] };
}

/** The element matches a candidate itself or holds an element that does. */
export const matchesAny = (element: Element, candidates: readonly string[]) =>
  candidates.some((selector) => matches(element, selector) || all(element, selector).length > 0);

/** The platform's own id on a message: the first candidate attribute on it or inside it. */
export function messageIdOf(element: Element, attributes: readonly string[]): string | null {
  for (const attribute of attributes) {
    const own = element.getAttribute(attribute);
    if (own) return own;
    const inner = all(element, `[${attribute}]`)[0]?.getAttribute(attribute);
    if (inner) return inner;
  }
  return null;
}

/** The id in the page's path (the first capture group of the first pattern that matches). */
export function threadIdOf(pathname: string, patterns: readonly string[]): string | null {
  for (const pattern of patterns) {
    const found = new RegExp(pattern).exec(pathname)?.[1];
    if (found) return decodeURIComponent(found);
  }
  return null;
}

export const pathMatches = (pathname: string, patterns: readonly string[]) =>
  patterns.some((pattern) => new RegExp(pattern).test(pathname));
