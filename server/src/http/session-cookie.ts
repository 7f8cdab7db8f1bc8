import { parse } from 'cookie';
import type { Request, Response } from 'express';

/** Over plain http (local use); over https the `__Host-` name (OWASP ASVS V3.4.4) is used instead. */
export const SESSION_COOKIE = 'matterhorn_session';
/** Only settable by this host, over https, for path `/`, without a Domain: a sibling subdomain cannot plant or shadow it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const cookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/**
 * The session token from a Cookie header. An https request (`secure`) is only ever answered from
 * the `__Host-` cookie; a WebSocket upgrade (scheme unknown here) prefers it.
 */
export function readSessionToken(cookieHeader: string | undefined, secure?: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  return sessionTokenOf(parse(cookieHeader), secure);
}

/** readSessionToken's answer from cookies already parsed (a caller that reads others too). */
export function sessionTokenOf(cookies: Record<string, string | undefined>, secure?: boolean): string | undefined {
  if (secure === undefined) return cookies[SECURE_SESSION_COOKIE] || cookies[SESSION_COOKIE] || undefined;
  return cookies[cookieName(secure)] || undefined;
}

/** httpOnly, SameSite=Lax, path /; over https also Secure and `__Host-`-prefixed. A new token every sign-in (no fixation). */
export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(cookieName(req.secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req.secure), { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
