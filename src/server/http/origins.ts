/** Which browser origins may change state: the answer of the same-origin check and of better-auth. */
export type OriginPolicy = {
  /** PUBLIC_URL when the operator set it; without it the app works at whatever address it is opened. */
  publicUrl: string | null;
  /** TRUSTED_ORIGINS: more addresses allowed besides PUBLIC_URL (or the addressed one). */
  trustedOrigins: string[];
  trustProxy: boolean;
};

export const originPolicy = (config: OriginPolicy): OriginPolicy => ({
  publicUrl: config.publicUrl,
  trustedOrigins: config.trustedOrigins,
  trustProxy: config.trustProxy,
});

const lastEntry = (value: string | null | undefined) => value?.split(',').pop()?.trim() || null;

/**
 * The origin the browser sent this request to: scheme, host and port from the request line and
 * Host header, or (behind a trusted proxy) from X-Forwarded-Proto/-Host, whose last entry is the
 * one our proxy wrote.
 */
export function addressedOrigin(request: Request, trustProxy: boolean): string | null {
  const url = new URL(request.url);
  const host =
    (trustProxy ? lastEntry(request.headers.get('x-forwarded-host')) : null) ??
    request.headers.get('host') ??
    url.host;
  const scheme =
    (trustProxy ? lastEntry(request.headers.get('x-forwarded-proto')) : null) ??
    url.protocol.slice(0, -1);
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

export function allowedOrigins(policy: OriginPolicy, request: Request): string[] {
  if (policy.publicUrl) return [new URL(policy.publicUrl).origin, ...policy.trustedOrigins];
  const own = addressedOrigin(request, policy.trustProxy);
  return own ? [own, ...policy.trustedOrigins] : policy.trustedOrigins;
}

/** What the member is told when PUBLIC_URL names another address than the one they opened. */
export function wrongAddressMessage(publicUrl: string, origin: string): string {
  return `This server is set up for ${new URL(publicUrl).origin}: open DM Sprint there. To use ${origin} as well, the operator adds it to TRUSTED_ORIGINS.`;
}

/** A base no request comes from: a relative address resolved against it keeps this origin. */
const RELATIVE_BASE = 'https://relative.invalid';

/**
 * True when `target` (a callbackURL or redirectTo) stays in this app: a path of the address in
 * use, or an absolute URL of an allowed origin. Parsed as a browser parses it, so
 * `//evil.example`, `/\evil.example` and `javascript:` count as the other sites they are.
 */
export function isOwnAddress(target: string, allowed: string[]): boolean {
  if (!URL.canParse(target, RELATIVE_BASE)) return false;
  const { origin } = new URL(target, RELATIVE_BASE);
  const relative = !URL.canParse(target) && origin === RELATIVE_BASE;
  return relative || allowed.includes(origin);
}

/** An own absolute URL as the path it names (what a mailed link carries), a path unchanged. */
export function asPath(target: string): string {
  const url = new URL(target, RELATIVE_BASE);
  return url.pathname + url.search + url.hash;
}
