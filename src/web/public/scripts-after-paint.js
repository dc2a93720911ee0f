// A member page the server drew with the member's numbers (src/server/member-pages.ts) paints
// first and asks for the app's scripts after: the HTML and its stylesheet have the connection to
// themselves on a slow network, so the numbers show sooner, and the scripts still download side
// by side. `data-entry` is the app's entry, `data-preload` the modules it needs at once. Loaded
// async, it runs as soon as it arrives, while the page is still parsed: the Intl warm-up starts at
// once, in a worker (warm-intl.js), and the first frame waits for the page to be whole anyway.
(function () {
  if (window.Worker) {
    var worker = new Worker('/warm-intl.js');
    window.intlWarmedUp = new Promise(function (resolve) {
      worker.onmessage = worker.onerror = resolve; // src/web/lib/warm-intl.ts waits for it
    });
  }
  var own = document.currentScript;
  var entry = own.getAttribute('data-entry');
  var preload = (own.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function add(tag, attributes, parent) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    parent.appendChild(element);
  }
  var added = false;
  function addScripts() {
    if (added) return;
    added = true;
    // The entry first, then each preload in a task of its own: inserting one starts its fetch
    // there and then, 1–15 ms each, and all of them in one task made a long task at 4× CPU.
    add('script', { type: 'module', crossorigin: '', src: entry }, document.head);
    preload.forEach(function (href) {
      setTimeout(function () {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href }, document.head);
      }, 0);
    });
  }
  // After the first contentful paint has reached the screen, not after the frame's main-thread
  // work: a frame's work ends tens of ms before the screen shows it, and requests begun in
  // between count as the first paint's (Lighthouse then adds the scripts' download to it).
  // A hidden tab paints nothing and a browser without paint timing cannot tell: both ask at
  // once. The timer is the longest they wait, for a browser that never reports the paint.
  var paints = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden' || !paints || paints.indexOf('paint') === -1) {
    addScripts();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(addScripts, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(addScripts, 3000);
})();
