import type { StandInStats } from '../../server/providers/testing/providerStandIns';
import type { WorkerResult } from './dispatchWorkers';

/** What one provider's stand-in saw in a run, as rates. */
export interface ProviderFigures {
  accepted: number;
  /** Median of the per-second counts, the first and last seconds left out (ramp and tail). */
  steadyPerSecond: number | null;
  /** Accepted over the time from the first accepted send to the last. */
  averagePerSecond: number | null;
  firstAt: number | null;
  lastAt: number | null;
  /** Seconds from the first accepted send to the last. */
  spanSeconds: number;
  peakInFlight: number;
  /** Share of requests over HTTP/2, 0 to 1 (null without requests). */
  h2Share: number | null;
  connections: number;
  tlsSessions: number;
  /** Answers other than 2xx, by status ("429": 12). */
  refused: Record<string, number>;
  duplicateSends: number;
  /** The stand-in process's CPU over the run, as a share of one core. */
  cpuShare: number | null;
}

/** The message a run sends: one text for all, or merge fields rendered for each recipient. */
export type BenchMessage = 'plain' | 'personal';
/** Whom a run's message targets: every device, or one platform (one provider) alone. */
export type BenchDevice = 'all' | 'android' | 'ios';

export interface RunResult {
  message: BenchMessage;
  device: BenchDevice;
  latencyMs: number;
  processes: number;
  fcmProtocol: string;
  pushUsers: number;
  /** What each provider should accept: every Android token, every iOS token, every phone. */
  expected: { fcm: number; apns: number; twilio: number };
  queuedAt: number;
  fcm: ProviderFigures;
  apns: ProviderFigures;
  twilio: ProviderFigures;
  workers: WorkerResult[];
  /** Outbox rows of the occurrence at the end: by state, retried, the commonest errors. */
  outbox: {
    states: Record<string, number>;
    retried: number;
    errors: { error: string; count: number }[];
  };
  timedOut: boolean;
  wallSeconds: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A stand-in's counters as rates; `cpuMs` and `wallMs` give its process's CPU share. */
export function providerFigures(
  stats: StandInStats | undefined,
  cpu: { cpuMs: number; wallMs: number } | null,
): ProviderFigures {
  const empty: ProviderFigures = {
    accepted: 0,
    steadyPerSecond: null,
    averagePerSecond: null,
    firstAt: null,
    lastAt: null,
    spanSeconds: 0,
    peakInFlight: 0,
    h2Share: null,
    connections: 0,
    tlsSessions: 0,
    refused: {},
    duplicateSends: 0,
    cpuShare: null,
  };
  if (!stats) return empty;
  // Every second from the first accepted send to the last, a second without any counting 0.
  const bySecond = new Map(stats.perSecond.map((s) => [s.second, s.accepted]));
  const seconds = stats.perSecond.map((s) => s.second);
  const counts: number[] = [];
  if (seconds.length > 0)
    for (let s = Math.min(...seconds); s <= Math.max(...seconds); s++)
      counts.push(bySecond.get(s) ?? 0);
  const spanMs =
    stats.firstAcceptedAt !== null && stats.lastAcceptedAt !== null
      ? stats.lastAcceptedAt - stats.firstAcceptedAt
      : 0;
  const requests = Object.values(stats.byProtocol).reduce((n, c) => n + c, 0);
  return {
    accepted: stats.accepted,
    steadyPerSecond: counts.length >= 3 ? median(counts.slice(1, -1)) : null,
    averagePerSecond: spanMs >= 1000 ? (stats.accepted / spanMs) * 1000 : null,
    firstAt: stats.firstAcceptedAt,
    lastAt: stats.lastAcceptedAt,
    spanSeconds: spanMs / 1000,
    peakInFlight: stats.peakInFlight,
    h2Share: requests ? (stats.byProtocol['2.0'] ?? 0) / requests : null,
    connections: stats.connections,
    tlsSessions: stats.tlsSessions,
    refused: Object.fromEntries(
      Object.entries(stats.byStatus).filter(([status]) => !status.startsWith('2')),
    ),
    duplicateSends: stats.duplicateSends,
    cpuShare: cpu && cpu.wallMs > 0 ? cpu.cpuMs / cpu.wallMs : null,
  };
}

const fmt = (n: number | null, digits = 0) =>
  n === null || !Number.isFinite(n)
    ? '–'
    : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** The best figure a provider's rate has: the steady median, else the average. */
export const rateOf = (p: ProviderFigures) => p.steadyPerSecond ?? p.averagePerSecond;

/** When the last push (FCM or APNs) was accepted, from queuing the message. */
export function lastPushMs(run: RunResult): number | null {
  const last = Math.max(run.fcm.lastAt ?? 0, run.apns.lastAt ?? 0);
  return last ? last - run.queuedAt : null;
}

export function firstPushMs(run: RunResult): number | null {
  const firsts = [run.fcm.firstAt, run.apns.firstAt].filter((t): t is number => t !== null);
  return firsts.length ? Math.min(...firsts) - run.queuedAt : null;
}

export const runName = (
  run: Pick<RunResult, 'latencyMs' | 'processes' | 'fcmProtocol' | 'message' | 'device'>,
) =>
  `${run.latencyMs} ms, ${run.processes} process${run.processes > 1 ? 'es' : ''}, FCM ${run.fcmProtocol}, ${run.message} message${run.device === 'all' ? '' : `, ${run.device} only`}`;

/** The lines printed after each run. */
export function describeRun(run: RunResult): string[] {
  const refused = (p: ProviderFigures) =>
    Object.entries(p.refused)
      .map(([status, n]) => `${status}×${fmt(n)}`)
      .join(' ') || 'none';
  const providerLine = (name: string, p: ProviderFigures, expected: number) =>
    `| ${name} | ${fmt(p.accepted)} of ${fmt(expected)} | ${fmt(p.steadyPerSecond)} | ${fmt(p.averagePerSecond)} | ${fmt(p.peakInFlight)} | ${percent(p.h2Share)} | ${fmt(p.connections)} | ${refused(p)} | ${fmt(p.duplicateSends)} | ${percent(p.cpuShare)} |`;
  const android = run.fcm.accepted;
  const ios = run.apns.accepted;
  const first = firstPushMs(run);
  const last = lastPushMs(run);
  const pushRate =
    first !== null && last !== null && last - first >= 1000
      ? ((android + ios) / (last - first)) * 1000
      : null;
  const workers = run.workers
    .map(
      (w) =>
        `pid ${w.pid}: peak RSS ${fmt(w.peakRssKb / 1024)} MB, CPU ${fmt(w.cpuMs / 1000, 1)} s` +
        (w.exitCode ? `, exited ${w.exitCode}` : '') +
        (w.stderrLines ? `, ${fmt(w.stderrLines)} stderr lines` : ''),
    )
    .join('; ');
  return [
    `\n### ${runName(run)}${run.timedOut ? ' (TIMED OUT)' : ''}`,
    '| provider | accepted | steady /s (median) | average /s | peak in flight | HTTP/2 | connections | refused | duplicates | stand-in CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    providerLine('FCM', run.fcm, run.expected.fcm),
    providerLine('APNs', run.apns, run.expected.apns),
    providerLine('Twilio', run.twilio, run.expected.twilio),
    `- pushes accepted: ${fmt(android + ios)} of ${fmt(run.pushUsers)}; queued → first push ${seconds(first)} (the workers starting and the fan-out's first batch), → last push ${seconds(last)}; first → last push ${seconds(first !== null && last !== null ? last - first : null)}, ${fmt(pushRate)} pushes/s over it`,
    `- outbox rows: ${Object.entries(run.outbox.states)
      .map(([state, n]) => `${state} ${fmt(n)}`)
      .join(
        ', ',
      )}; ${fmt(run.outbox.retried)} took more than one try; run ${fmt(run.wallSeconds, 1)} s`,
    ...run.outbox.errors.map((e) => `- last error ×${fmt(e.count)}: ${e.error}`),
    `- workers: ${workers}`,
    ...run.workers.flatMap((w) =>
      w.stderrTail.length
        ? [`- pid ${w.pid} stderr (last lines):`, ...w.stderrTail.map((l) => `    ${l}`)]
        : [],
    ),
  ];
}

/** Sending shorter than this (first to last accepted) gives a rate too rough to judge. */
const MIN_SPAN_S = 5;

interface TargetRow {
  target: string;
  measured: string;
  met: boolean | null;
}

/** The targets beside the figures of the runs that measure them. */
export function targetsTable(
  runs: readonly RunResult[],
  options: { smsRatePerSecond: number | null; worker: 'tsx' | 'built' },
): string[] {
  const find = (
    latencyMs: number,
    processes: number,
    protocol = 'h2',
    message: BenchMessage = 'plain',
    device: BenchDevice = 'all',
  ) =>
    runs.find(
      (r) =>
        r.latencyMs === latencyMs &&
        r.processes === processes &&
        r.fcmProtocol === protocol &&
        r.message === message &&
        r.device === device,
    );
  // A provider's own rate: from a send to its platform alone when one ran (the process gives
  // it all its time), else from the send to everyone, where it shares the process.
  const alone = (processes: number, device: BenchDevice) =>
    find(50, processes, 'h2', 'plain', device) ?? find(50, processes);
  const rows: TargetRow[] = [];
  const rateRow = (
    target: string,
    run: RunResult | undefined,
    pick: (r: RunResult) => ProviderFigures,
    judge: (rate: number) => boolean | null,
  ) => {
    const figures = run ? pick(run) : null;
    const rate = figures ? rateOf(figures) : null;
    // A rate over a few seconds is mostly ramp and tail: shown, not judged.
    const short = figures !== null && figures.spanSeconds < MIN_SPAN_S;
    rows.push({
      target,
      measured: run
        ? `${fmt(rate)}/s (${runName(run)})${short ? `, over ${fmt(figures.spanSeconds, 1)} s only: too short to judge` : ''}`
        : 'not run',
      met: rate === null || short ? null : judge(rate),
    });
  };
  rateRow(
    'FCM ≥ 5,000/s with one process at 50 ms',
    alone(1, 'android'),
    (r) => r.fcm,
    (x) => x >= 5000,
  );
  rateRow(
    'FCM ≥ 10,000/s with two processes at 50 ms',
    alone(2, 'android'),
    (r) => r.fcm,
    (x) => x >= 10_000,
  );
  rateRow(
    'APNs ≥ 5,000/s with one process at 50 ms',
    alone(1, 'ios'),
    (r) => r.apns,
    (x) => x >= 5000,
  );
  const limit = options.smsRatePerSecond;
  rateRow(
    `SMS at its configured rate (${limit ? `${fmt(limit)}/s` : 'none configured'})`,
    find(50, 1) ?? runs[0],
    (r) => r.twilio,
    (x) => (limit ? x >= limit * 0.9 && x <= limit * 1.1 : null),
  );
  const two = find(50, 2);
  const last = two ? lastPushMs(two) : null;
  const first = two ? firstPushMs(two) : null;
  // At fewer devices: the start (workers starting, the first batch) as measured, and the
  // sending at the pace measured, for a million.
  const projected =
    two && last !== null && first !== null && two.pushUsers < 1_000_000
      ? first + ((last - first) * 1_000_000) / two.pushUsers
      : last;
  rows.push({
    target: 'one message to 1,000,000 devices in under 120 s with two processes (50 ms)',
    measured: two
      ? `${seconds(last)} for ${fmt(two.pushUsers)} devices` +
        (two.pushUsers < 1_000_000
          ? ` (${seconds(projected)} at 1,000,000: the start as measured, then that pace)`
          : '')
      : 'not run',
    met: projected === null ? null : projected < 120_000,
  });
  const rss = two ? Math.max(...two.workers.map((w) => w.peakRssKb)) / 1024 : null;
  rows.push({
    target: '< 300 MB peak RSS per process (two processes, 50 ms)',
    measured: two
      ? `${fmt(rss)} MB${two.pushUsers < 1_000_000 ? ` at ${fmt(two.pushUsers)}` : ''}`
      : 'not run',
    met: rss === null ? null : rss < 300,
  });
  for (const processes of [1, 2]) {
    const slow = find(200, processes);
    const base = find(50, processes);
    const slowRate = slow ? rateOf(slow.fcm) : null;
    const baseRate = base ? rateOf(base.fcm) : null;
    const short = [slow, base].some((r) => r && r.fcm.spanSeconds < MIN_SPAN_S);
    rows.push({
      target: `at 200 ms less than half the FCM rate lost (${processes} process${processes > 1 ? 'es' : ''})`,
      measured:
        slow && base
          ? `${fmt(slowRate)}/s at 200 ms vs ${fmt(baseRate)}/s at 50 ms (${percent(slowRate !== null && baseRate ? slowRate / baseRate : null)})${short ? ', too short to judge' : ''}`
          : 'not run',
      met: slowRate === null || !baseRate || short ? null : slowRate >= baseRate * 0.5,
    });
  }
  for (const processes of [1, 2]) {
    const plain = find(50, processes);
    const personal = find(50, processes, 'h2', 'personal');
    const rate = (run: RunResult | undefined) =>
      run ? (rateOf(run.fcm) ?? 0) + (rateOf(run.apns) ?? 0) : null;
    const plainRate = rate(plain);
    const personalRate = rate(personal);
    rows.push({
      target: `a personalised two-language message keeps ≥ 80 % of the plain push rate (${processes} process${processes > 1 ? 'es' : ''}, 50 ms)`,
      measured:
        plain && personal
          ? `${fmt(personalRate)}/s vs ${fmt(plainRate)}/s (${percent(personalRate !== null && plainRate ? personalRate / plainRate : null)})`
          : 'not run',
      met: personalRate === null || !plainRate ? null : personalRate >= plainRate * 0.8,
    });
  }
  const duplicates = runs.reduce(
    (n, r) => n + r.fcm.duplicateSends + r.apns.duplicateSends + r.twilio.duplicateSends,
    0,
  );
  rows.push({
    target: 'no address accepted twice',
    measured: `${fmt(duplicates)} duplicate sends over ${runs.length} runs`,
    met: runs.length ? duplicates === 0 : null,
  });
  return [
    '\n## Targets',
    '| target | measured | met |',
    '| --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.target} | ${row.measured} | ${row.met === null ? '–' : row.met ? 'yes' : 'NO'} |`,
    ),
  ];
}

/** One line per run: the figures side by side. */
export function summaryTable(runs: readonly RunResult[]): string[] {
  return [
    '\n## Runs',
    '| message | devices | latency | processes | FCM | FCM /s steady (avg) | APNs /s steady (avg) | SMS /s steady (avg) | queued → last push | peak RSS per process | duplicates |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map((r) => {
      const pair = (p: ProviderFigures) => `${fmt(p.steadyPerSecond)} (${fmt(p.averagePerSecond)})`;
      return `| ${r.message} | ${r.device} | ${r.latencyMs} ms | ${r.processes} | ${r.fcmProtocol} | ${pair(r.fcm)} | ${pair(r.apns)} | ${pair(r.twilio)} | ${seconds(lastPushMs(r))}${r.timedOut ? ' (timed out)' : ''} | ${r.workers.map((w) => `${fmt(w.peakRssKb / 1024)} MB`).join(', ')} | ${fmt(r.fcm.duplicateSends + r.apns.duplicateSends + r.twilio.duplicateSends)} |`;
    }),
  ];
}
