import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app: manifest (share target, shortcuts, icons) and a Workbox service worker
 * that precaches the app shell and the static assets. It caches no API answer and no page, so
 * nothing of one member is kept for another. Pages come from the network, where the server
 * renders a member's page with their numbers (docs/decisions/0143-member-pages-rendered-on-the-
 * server.md); without a connection the app shell, whose router
 * shows the page (with what the device kept of it) and sends a member from / to the dashboard.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: [
      'favicon.svg',
      'theme-init.js',
      'scripts-after-paint.js',
      'warm-intl.js',
      'icons/apple-touch-icon.png',
    ],
    manifest: {
      id: '/dashboard',
      name: 'DM Sprint',
      short_name: 'DM Sprint',
      description: 'Log every cold DM where you send it: goals, streaks and pipeline.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#4f46e5',
      background_color: '#0b0b12',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
      shortcuts: [
        {
          name: 'Log DM',
          url: '/dashboard?log=dm',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
        {
          name: 'Prospects',
          url: '/prospect-tracker',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
        },
      ],
      share_target: {
        action: '/share',
        method: 'GET',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    },
    workbox: {
      // Push and notification clicks (src/web/public/push-sw.js) live in the same worker.
      importScripts: ['/push-sw.js'],
      globPatterns: ['assets/**/*.{js,css,woff2}', '*.{svg,js}', 'icons/*.png'],
      // The shell (dist/app.html) is written after this build by postbuild; a new build id
      // makes every deploy fetch it again.
      additionalManifestEntries: [{ url: '/app.html', revision: String(Date.now()) }],
      navigateFallback: null, // the plugin's default would answer every page with index.html
      runtimeCaching: [
        {
          // Written into the service worker as it is (nothing from this file is in scope there).
          // Sign-in, the API and mail links go to the network alone, with no shell offline.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !/^\/(auth|api\/|unsubscribe\/|index\.html)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/app.html' } },
        },
      ],
      cleanupOutdatedCaches: true,
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}
