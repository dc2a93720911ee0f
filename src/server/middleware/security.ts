import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context';
import { errorJson } from '../http/errors';
import { allowedOrigins, wrongAddressMessage, type OriginPolicy } from '../http/origins';

export function securityHeaders(https: boolean): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      usb: false,
      serial: false,
      hid: false,
      // Not 'bluetooth': Chromium does not know it as a policy and warns on every page.
      displayCapture: false,
      publickeyCredentialsGet: ['self'],
    },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing API call from another origin is refused, whatever its body. The
 * allowed origin is PUBLIC_URL when set, else the address the request was sent to. A request
 * that `carriesNoCookieAuth` authenticates by something a browser never attaches by itself (a
 * bearer token, the extension's one-time code): there is nothing for another origin to forge.
 */
export function sameOriginOnly(
  policy: OriginPolicy,
  carriesNoCookieAuth: (c: Context<AppEnv>) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (carriesNoCookieAuth(c)) return next();
    const origin = c.req.header('origin');
    if (
      origin
        ? !allowedOrigins(policy, c.req.raw).includes(origin)
        : c.req.header('sec-fetch-site') === 'cross-site'
    ) {
      // A page of this server opened at another address, not another site's page: say where to go.
      const otherAddress = origin && c.req.header('sec-fetch-site') !== 'cross-site';
      if (policy.publicUrl && otherAddress) {
        return errorJson(c, 403, 'wrong_address', wrongAddressMessage(policy.publicUrl, origin));
      }
      return errorJson(c, 403, 'cross_origin', 'Cross-origin requests are not allowed.');
    }
    await next();
  };
}

export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/i;

/**
 * CSRF, second line: a browser can send a form (urlencoded, multipart) or a text/plain body
 * to any site without a preflight, never JSON. A state-changing API call with a body must be
 * JSON, on every route (better-auth's included), or it is refused before any handler runs.
 */
export const jsonBodiesOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = c.req.header('content-type');
  const length = c.req.header('content-length');
  const hasBody =
    Boolean(c.req.header('transfer-encoding')) || (length !== undefined && length !== '0');
  if ((type !== undefined || hasBody) && !JSON_TYPE.test(type ?? '')) {
    return errorJson(c, 415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  await next();
};
