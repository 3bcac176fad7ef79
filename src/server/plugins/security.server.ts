import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { translate } from '../../domain/i18n/translate.ts';

/**
 * Security headers on every response (HTML and API alike) and a per-IP request budget.
 * The content-security policy allows no inline or third-party script. With `redis` (REDIS_URL)
 * the budget, and every per-route limit, is counted in Redis, so it holds across instances.
 */
export default fp(
  async (app: FastifyInstance, options: { perMinute: number; redis: Redis | null; keyPrefix: string }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // OpenStreetMap tiles for the station map; video-blog thumbnails, fetched by video id.
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://i.ytimg.com'],
          // The video-blog player, from the privacy-enhanced embed domain only.
          frameSrc: ['https://www.youtube-nocookie.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same rule as the CSP's frame-ancestors 'none', for browsers that only read this header.
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
    await app.register(rateLimit, {
      max: options.perMinute,
      timeWindow: 60_000,
      ...(options.redis
        ? {
            redis: options.redis,
            nameSpace: `${options.keyPrefix}rate:`,
            // Redis unreachable: serve rather than refuse everyone (the counters plugin logs it).
            skipOnError: true,
          }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: translate('errors.tooManyRequests'),
      }),
    });
  },
  { name: 'security' },
);
