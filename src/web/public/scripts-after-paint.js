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
  requestAnimationFrame(function () {
    setTimeout(function () {
      // One insertion into the document, not one per module.
      var scripts = document.createDocumentFragment();
      add('script', { type: 'module', crossorigin: '', src: entry }, scripts);
      preload.forEach(function (href) {
        add('link', { rel: 'modulepreload', crossorigin: '', href: href }, scripts);
      });
      document.head.appendChild(scripts);
    }, 0);
  });
})();
