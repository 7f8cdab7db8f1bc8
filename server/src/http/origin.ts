import type { IncomingMessage } from 'node:http';
import type { Config } from '../config';

/** Same-origin (Origin host = Host header), the public URL, or an origin listed in ALLOWED_ORIGINS. */
export function originChecker(config: Config) {
  const allowed = new Set(config.allowedOrigins);
  if (config.publicUrl) allowed.add(new URL(config.publicUrl).origin);
  return (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (!origin) return true; // not a browser: browsers always send Origin on WebSocket upgrades
    if (allowed.has(origin)) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };
}
