import { networkInterfaces } from 'node:os';

const hostPart = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** Every http address the app can be opened at: each interface's when listening on all of them. */
export function openAddresses(host: string, port: number): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${hostPart(host)}:${port}`];
  const interfaces = Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined)
    .filter(
      (info) => info.family === 'IPv4' || (host === '::' && !info.address.startsWith('fe80')),
    );
  return [
    `http://localhost:${port}`,
    ...interfaces.map((info) => `http://${hostPart(info.address)}:${port}`),
  ];
}
