import type { FastifyRequest } from 'fastify';

/** Path segments that are secrets in themselves (reset-link tokens) never reach the logs. */
const SECRET_PATHS = [
  /^(\/user\/forgot-password\/)[^/?]+/,
  /^(\/api\/user\/register\/invite\/confirm\/web\/)[^/?]+/,
];

export function redactUrl(url: string): string {
  return SECRET_PATHS.reduce((current, pattern) => current.replace(pattern, '$1[redacted]'), url);
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'currentPassword',
        'otp',
        'token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
