// A member page the server drew with the member's numbers (src/server/member-pages.ts) paints
// first and asks for the app's scripts after: the HTML and its stylesheet have the connection to
// themselves on a slow network, so the numbers show sooner, and the scripts still download side
// by side. `data-entry` is the app's entry, `data-preload` the modules it needs at once.
(function () {
  var own = document.currentScript;
  var entry = own.getAttribute('data-entry');
  var preload = (own.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');

  // Until the app has taken the page over (it then removes `data-taking-over`), a tap, a key or
  // a form sent there would do nothing or leave the page: held here. Not `inert` on the root: the
  // browser restyles the whole page when that goes (60 ms and more at 4× CPU).
  function holdUntilTakenOver(event) {
    if (root && root.hasAttribute('data-taking-over') && root.contains(event.target)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }
  ['click', 'dblclick', 'auxclick', 'submit', 'keydown', 'beforeinput', 'paste', 'drop'].forEach(
    function (type) {
      window.addEventListener(type, holdUntilTakenOver, true);
    },
  );

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
