import { describe, expect, it } from 'vitest';
import { prerenderAuth, prerenderLanding, prerenderMemberShell } from './prerender';

describe('the pre-rendered public pages', () => {
  it('renders the landing page with its links and a theme toggle the entry can wire', () => {
    const html = prerenderLanding();
    expect(html).toContain('Book 3-5 sales calls daily with cold DMs');
    expect(html).toContain('href="/auth"');
    expect(html).toContain('data-theme-toggle');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the sign-in form with every control disabled until the app takes over', () => {
    const html = prerenderAuth();
    expect(html).toContain('Welcome Back');
    expect(html).toMatch(/^<fieldset disabled="" data-app-frame="" class="contents">/);
    expect(html).toContain('id="signin-email"');
    expect(html).toContain('id="signin-password"');
    // The form waits for the app: nothing posts or navigates natively with a password.
    expect(html).not.toMatch(/<form[^>]*\baction=/);
    expect(html).not.toMatch(/<script/i);
  });
});

describe('the pre-rendered member page frame', () => {
  it('renders the navigation with the page current and the skeleton, and no member data', async () => {
    const html = await prerenderMemberShell('/analytics');
    expect(html).toContain('aria-label="Main"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/analytics"|<a[^>]*href="\/analytics"[^>]*aria-current="page"/,
    );
    expect(html).not.toMatch(/aria-current="page"[^>]*href="\/dashboard"/);
    expect(html).toContain('aria-busy="true"');
    // What needs the app waits for it: Sign Out and More are disabled until it takes over.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Sign Out/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*More</);
    expect(html).not.toContain('Welcome back');
    expect(html).not.toMatch(/<script/i);
  });

  it('draws a page whose first screen needs no data, ready for the app to take over', async () => {
    const html = await prerenderMemberShell('/dm-scripts-vault');
    expect(html).toContain('How to use the vault');
    expect(html).toContain('Never send a script word for word');
    expect(html).toMatch(/<main[^>]*inert=""/); // nothing typed or tapped there is lost
    expect(html).not.toContain('aria-busy="true"');
    expect(html).not.toContain('Welcome back');
    expect(html).not.toMatch(/<script/i);
  });
});
