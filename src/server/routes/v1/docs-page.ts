import { Hono } from 'hono';

/**
 * /api/docs: the v1 API's reference, read from /api/v1/openapi.json in the browser, with a
 * "Try it" form per route that sends the request with the token pasted at the top. A page of its
 * own (no part of the app's bundle), under the app's strict CSP: one script of this origin, no
 * inline script, requests only to this origin, and `credentials: 'omit'`: a try is the token's
 * request, never the session's (docs/decisions/0135-api-tokens.md).
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>DM Sprint API reference</title>
<style>
:root { color-scheme: light dark; --bg: #fff; --fg: #0f172a; --muted: #64748b; --line: #e2e8f0; --card: #f8fafc; --accent: #4f46e5; --on-accent: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b1120; --fg: #e2e8f0; --muted: #94a3b8; --line: #1e293b; --card: #111827; --accent: #818cf8; --on-accent: #0b1120; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, sans-serif; }
main { max-width: 920px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.5rem; margin: 0.5rem 0; } h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
p, .muted { color: var(--muted); overflow-wrap: anywhere; }
a { color: var(--accent); }
label { display: block; font-weight: 600; margin: 8px 0 4px; }
input, textarea { width: 100%; font: 14px ui-monospace, monospace; padding: 8px; min-height: 44px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
textarea { min-height: 96px; }
button { font: inherit; font-weight: 600; min-height: 44px; padding: 8px 16px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: var(--on-accent); cursor: pointer; margin-top: 8px; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
details { border: 1px solid var(--line); border-radius: 8px; background: var(--card); margin: 8px 0; }
summary { cursor: pointer; padding: 12px; min-height: 44px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.body { padding: 0 12px 12px; }
.method { font: 700 12px ui-monospace, monospace; text-transform: uppercase; padding: 2px 6px; border-radius: 4px; border: 1px solid currentColor; }
code { font: 13px ui-monospace, monospace; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px; max-height: 400px; overflow: auto; font-size: 13px; }
.token { position: sticky; top: 0; background: var(--bg); padding: 8px 0; border-bottom: 1px solid var(--line); z-index: 1; }
</style>
</head>
<body>
<main>
<h1>DM Sprint API</h1>
<p id="about">Loading the API description…</p>
<div class="token">
<label for="token">Your API token</label>
<input id="token" type="password" autocomplete="off" spellcheck="false" placeholder="dms_…" aria-describedby="token-help">
<p id="token-help">Create one in Settings → API tokens. It stays in this page only and is sent as <code>Authorization: Bearer</code>, never with your cookies.</p>
</div>
<div id="operations"></div>
</main>
<script src="/api/docs/reference.js"></script>
</body>
</html>`;

const SCRIPT = `(() => {
  'use strict';
  const el = (tag, props = {}, ...children) => {
    const node = document.createElement(tag);
    Object.assign(node, props);
    for (const child of children) node.append(child);
    return node;
  };
  let uid = 0;
  const field = (labelText, input) => {
    input.id = 'f' + ++uid;
    return el('div', {}, el('label', { htmlFor: input.id, textContent: labelText }), input);
  };
  const example = (schema) => {
    if (!schema || !schema.properties) return {};
    const out = {};
    for (const name of schema.required || []) out[name] = '';
    return out;
  };
  function operation(path, method, op) {
    const inputs = [];
    const form = el('form');
    for (const p of op.parameters || []) {
      const input = el('input', { name: p.name, required: p.required, autocomplete: 'off' });
      if (p.in === 'header' && /idempotency/i.test(p.name)) input.value = crypto.randomUUID();
      if (p.schema && p.schema.default !== undefined) input.placeholder = String(p.schema.default);
      inputs.push({ p, input });
      form.append(field(p.name + (p.required ? ' (required, ' : ' (') + p.in + ')', input));
    }
    let body = null;
    const json = op.requestBody && op.requestBody.content['application/json'];
    if (json) {
      body = el('textarea', { value: JSON.stringify(example(json.schema), null, 2) });
      form.append(field('JSON body', body));
    }
    // Focusable, so a long answer scrolls from the keyboard too.
    const result = el('pre', { hidden: true, tabIndex: 0 });
    result.setAttribute('aria-live', 'polite');
    result.setAttribute('aria-label', 'Response');
    form.append(el('button', { type: 'submit', textContent: 'Send request' }), result);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      let url = path;
      const query = new URLSearchParams();
      const headers = {};
      for (const { p, input } of inputs) {
        if (!input.value) continue;
        if (p.in === 'path') url = url.replace('{' + p.name + '}', encodeURIComponent(input.value));
        else if (p.in === 'query') query.set(p.name, input.value);
        else headers[p.name] = input.value;
      }
      const token = document.getElementById('token').value.trim();
      if (token) headers.Authorization = 'Bearer ' + token;
      if (body) headers['Content-Type'] = 'application/json';
      if ([...query].length) url += '?' + query;
      result.hidden = false;
      result.textContent = method.toUpperCase() + ' ' + url + ' …';
      try {
        const answer = await fetch(url, {
          method: method.toUpperCase(),
          headers,
          body: body ? body.value : undefined,
          credentials: 'omit',
        });
        const text = await answer.text();
        let shown = text;
        try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch {}
        result.textContent = answer.status + ' ' + answer.statusText + '\\n\\n' + shown;
      } catch (error) {
        result.textContent = String(error);
      }
    });
    const summary = el('summary', {},
      el('span', { className: 'method', textContent: method }),
      el('code', { textContent: path }),
      el('span', { textContent: op.summary }));
    const description = op.description ? el('p', { textContent: op.description }) : '';
    const answer = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
    const answers = el('p', { className: 'muted', textContent: 'Answers ' + (answer ? answer[0] + ': ' + answer[1].description : '') });
    return el('details', {}, summary, el('div', { className: 'body' }, description, answers, form));
  }
  fetch('/api/v1/openapi.json', { credentials: 'omit' })
    .then((answer) => answer.json())
    .then((doc) => {
      document.getElementById('about').textContent = doc.info.description;
      const byTag = new Map();
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const tag = (op.tags && op.tags[0]) || 'API';
          if (!byTag.has(tag)) byTag.set(tag, []);
          byTag.get(tag).push(operation(path, method, op));
        }
      }
      const list = document.getElementById('operations');
      for (const [tag, ops] of byTag) list.append(el('h2', { textContent: tag }), ...ops);
      list.append(el('p', {}, el('a', { href: '/api/v1/openapi.json', textContent: 'The OpenAPI 3.1 document (JSON)' })));
    })
    .catch(() => {
      document.getElementById('about').textContent = 'The API description could not be loaded.';
    });
})();
`;

export function createApiDocsRoutes() {
  return new Hono()
    .get('/', (c) => c.html(PAGE))
    .get('/reference.js', (c) =>
      c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    );
}
