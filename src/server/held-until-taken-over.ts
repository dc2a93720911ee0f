/**
 * What a member could tap, type into or reach with Tab in a page the server drew, made inert until
 * the app has taken the page over (`letGoOfHeldControls`, src/web/app/boot.tsx): a tap or a key
 * before then would do nothing, and the page does not pretend to answer it. Only those elements,
 * not the whole root: letting go of an inert root restyled every element of the page in one task
 * (13–60 ms on a laptop, four times that on a phone); letting go of its controls restyles them
 * alone. React escapes `>` inside attribute values and text, so a start tag ends at its first `>`.
 */
const START_TAG = /<([a-z][a-z0-9-]*)(\s[^>]*)?>/g;
const CONTROLS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary']);

export function heldUntilTakenOver(markup: string): string {
  return markup.replace(START_TAG, (tag, name: string, attributes = '') =>
    CONTROLS.has(name) || /\stabindex="/.test(attributes)
      ? `<${name} inert data-held${attributes}>`
      : tag,
  );
}
