import { describe, expect, it } from 'vitest';
import { heldUntilTakenOver } from './held-until-taken-over';

describe('a drawn page holds its controls until the app takes it over', () => {
  it('makes links, buttons, fields and anything reachable with Tab inert, and nothing else', () => {
    expect(
      heldUntilTakenOver(
        '<div class="card"><a href="/x">X</a><button type="button" disabled="">B</button>' +
          '<input id="n" value="a &gt; b"/><select><option>o</option></select><textarea></textarea>' +
          '<div tabindex="0" role="region">scroll</div><details><summary>More</summary></details>' +
          '<span>a &lt;button&gt; in text</span><p>plain</p></div>',
      ),
    ).toBe(
      '<div class="card"><a inert data-held href="/x">X</a><button inert data-held type="button" disabled="">B</button>' +
        '<input inert data-held id="n" value="a &gt; b"/><select inert data-held><option>o</option></select><textarea inert data-held></textarea>' +
        '<div inert data-held tabindex="0" role="region">scroll</div><details><summary inert data-held>More</summary></details>' +
        '<span>a &lt;button&gt; in text</span><p>plain</p></div>',
    );
  });

  it('leaves tags whose names only start like a control alone', () => {
    expect(
      heldUntilTakenOver('<abbr title="t">T</abbr><article></article><svg><path d="M0"/></svg>'),
    ).toBe('<abbr title="t">T</abbr><article></article><svg><path d="M0"/></svg>');
  });
});
