import { hc } from 'hono/client';
const c = hc<any>('/api/setters', { fetch: async (u: string) => { console.log(String(u)); return new Response('{}'); } }) as any;
await c.index.$get({ query: {} });
await c.index.$get({ query: { active: 'true' } });
await c[':id'].$patch({ param: { id: 'x' }, json: {} });
const l = hc<any>('/api/logs', { fetch: async (u: string) => { console.log(String(u)); return new Response('{}'); } }) as any;
console.log(l['export.csv'].$url({ query: { from: 'a', to: 'b' } }).toString());
