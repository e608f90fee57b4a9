import { fstatSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  certificateIn,
  startApnsStandIn,
  startFcmStandIn,
  startTwilioStandIn,
  type StandIn,
  type StandInCertificate,
} from '../../server/providers/testing/providerStandIns';

/**
 * The provider stand-ins in a process of their own, so their CPU is not the worker's:
 *
 *   npx tsx tests/bench/standIns.ts --providers fcm,apns,twilio --latency 50 --fcm-protocol h2
 *
 * Prints one JSON line: each stand-in's url (and FCM's token uri), the control address, the CA
 * file to trust (NODE_EXTRA_CA_CERTS) and the pid. The control server (plain HTTP) answers
 * GET /__stats (every stand-in's counters and this process's CPU and memory), /__addresses,
 * /__reset, /__throttle?ms=&retryAfter=, /__fail?status=&ms=&retryAfter=, /__latency?ms= and
 * /__rate?perSecond=, each for one stand-in with `provider=fcm|apns|twilio` or for all. Each
 * stand-in also answers the same /__ paths itself. Ends on SIGTERM, SIGINT or when stdin closes
 * (the parent that spawned it went away). They listen on 127.0.0.1; `--url-host localhost` names
 * them by host name in the urls, as clients reach real providers (SNI, no IP in the TLS name).
 */
const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: 'fcm,apns,twilio' },
    latency: { type: 'string', default: '0' },
    'fcm-protocol': { type: 'string', default: 'h2' },
    'fcm-port': { type: 'string', default: '0' },
    'apns-port': { type: 'string', default: '0' },
    'twilio-port': { type: 'string', default: '0' },
    'control-port': { type: 'string', default: '0' },
    'fcm-streams': { type: 'string', default: '100' },
    'apns-streams': { type: 'string', default: '1000' },
    'fcm-rate': { type: 'string', default: '0' },
    'apns-rate': { type: 'string', default: '0' },
    'twilio-rate': { type: 'string', default: '0' },
    'twilio-sid': { type: 'string' },
    'twilio-token': { type: 'string' },
    'tls-dir': { type: 'string' },
    'url-host': { type: 'string' },
    plain: { type: 'boolean', default: false },
    'keep-bodies': { type: 'boolean', default: false },
  },
});

const num = (name: string, raw: string | undefined) => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
};
const rate = (name: string, raw: string | undefined) => num(name, raw) || null;
const wanted = new Set((values.providers ?? '').split(',').map((p) => p.trim()));
const protocol = values['fcm-protocol'];
if (protocol !== 'h2' && protocol !== 'http1') throw new Error('--fcm-protocol is h2 or http1');

const tls = !values.plain;
const certificate: StandInCertificate | undefined =
  tls && values['tls-dir'] ? await certificateIn(values['tls-dir']) : undefined;
const common = {
  latencyMs: num('latency', values.latency),
  tls,
  keepBodies: values['keep-bodies'],
  ...(values['url-host'] ? { urlHost: values['url-host'] } : {}),
  ...(certificate ? { certificate } : {}),
};

const standIns = new Map<string, StandIn>();
const described: Record<string, unknown> = {};
if (wanted.has('fcm')) {
  const fcm = await startFcmStandIn({
    ...common,
    protocol,
    port: num('fcm-port', values['fcm-port']),
    maxConcurrentStreams: num('fcm-streams', values['fcm-streams']),
    rateLimitPerSecond: rate('fcm-rate', values['fcm-rate']),
  });
  standIns.set('fcm', fcm);
  described.fcm = { url: fcm.url, tokenUri: fcm.tokenUri, protocol };
}
if (wanted.has('apns')) {
  const apns = await startApnsStandIn({
    ...common,
    port: num('apns-port', values['apns-port']),
    maxConcurrentStreams: num('apns-streams', values['apns-streams']),
    rateLimitPerSecond: rate('apns-rate', values['apns-rate']),
  });
  standIns.set('apns', apns);
  described.apns = { url: apns.url };
}
if (wanted.has('twilio')) {
  const twilio = await startTwilioStandIn({
    ...common,
    port: num('twilio-port', values['twilio-port']),
    rateLimitPerSecond: rate('twilio-rate', values['twilio-rate']),
    ...(values['twilio-sid'] ? { accountSid: values['twilio-sid'] } : {}),
    ...(values['twilio-token'] ? { authToken: values['twilio-token'] } : {}),
  });
  standIns.set('twilio', twilio);
  described.twilio = { url: twilio.url };
}
if (standIns.size === 0) throw new Error('--providers names none of fcm, apns, twilio');

let cpuBase = process.cpuUsage();

function processStats() {
  const cpu = process.cpuUsage(cpuBase);
  return {
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    rssMb: Math.round(process.memoryUsage.rss() / (1024 * 1024)),
  };
}

function answerControl(url: URL): { status: number; body: unknown } {
  const provider = url.searchParams.get('provider');
  const chosen = [...standIns].filter(([name]) => !provider || name === provider);
  if (chosen.length === 0) return { status: 404, body: { error: `no stand-in ${provider}` } };
  const param = (name: string, fallback: number) => {
    const raw = url.searchParams.get(name);
    return raw === null || raw === '' || !Number.isFinite(Number(raw)) ? fallback : Number(raw);
  };
  switch (url.pathname) {
    case '/__stats':
      return {
        status: 200,
        body: {
          ...Object.fromEntries(chosen.map(([name, s]) => [name, s.stats()])),
          process: processStats(),
        },
      };
    case '/__addresses':
      return {
        status: 200,
        body: Object.fromEntries(
          chosen.map(([name, s]) => [name, Object.fromEntries(s.addresses())]),
        ),
      };
    case '/__reset':
      for (const [, s] of chosen) s.reset();
      if (!provider) cpuBase = process.cpuUsage();
      return { status: 200, body: {} };
    case '/__throttle':
      for (const [, s] of chosen) s.throttle(param('ms', 10_000), param('retryAfter', 1));
      return { status: 200, body: {} };
    case '/__fail': {
      const retryAfter = url.searchParams.get('retryAfter');
      for (const [, s] of chosen)
        s.failWith(
          param('status', 503),
          param('ms', 10_000),
          retryAfter === null ? undefined : Number(retryAfter),
        );
      return { status: 200, body: {} };
    }
    case '/__latency':
      for (const [, s] of chosen) s.setLatency(param('ms', 0));
      return { status: 200, body: {} };
    case '/__rate':
      for (const [, s] of chosen) s.setRateLimit(param('perSecond', 0) || null);
      return { status: 200, body: {} };
    default:
      return { status: 404, body: { error: `no control path ${url.pathname}` } };
  }
}

const control = http.createServer((req, res) => {
  const { status, body } = answerControl(new URL(req.url ?? '/', 'http://control'));
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
});
await new Promise<void>((resolve) =>
  control.listen(num('control-port', values['control-port']), '127.0.0.1', resolve),
);
const { port } = control.address() as AddressInfo;
const first = [...standIns.values()][0];

process.stdout.write(
  `${JSON.stringify({
    ...described,
    control: `http://127.0.0.1:${port}`,
    ca: first?.ca ?? null,
    caFile: first?.caFile ?? null,
    pid: process.pid,
  })}\n`,
);

let closing = false;
async function shutDown() {
  if (closing) return;
  closing = true;
  control.closeAllConnections();
  control.close();
  await Promise.all([...standIns.values()].map((s) => s.close()));
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown());
process.on('SIGINT', () => void shutDown());
// Spawned with a pipe for stdin: its end means the parent is gone. A terminal or /dev/null is
// not watched, so the stand-ins also run by hand or in the background.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', () => void shutDown());
  process.stdin.resume();
}
