import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe('delivery configuration', () => {
  it('runs the engine in the API with the outbox providers by default', () => {
    expect(loadConfig({}).delivery).toEqual({
      inProcess: true,
      batchSize: 20_000,
      leaseMs: 30_000,
      splitting: { splitAt: 100_000, ranges: 16 },
      workerId: null,
      dispatchBatchSize: 1000,
      dispatchInFlightMs: 300_000,
      fcm: null,
      apns: null,
      twilio: null,
      emailLimits: { concurrency: 10, ratePerSecond: 0 },
    });
  });

  it("sets each provider's concurrency and rate, with the documented defaults", () => {
    const fcm = { FCM_SERVICE_ACCOUNT_FILE: 'sa.json' };
    expect(loadConfig(fcm).delivery.fcm?.limits).toEqual({
      concurrency: 1000,
      ratePerSecond: 10_000,
    });
    const tuned = loadConfig({
      ...fcm,
      FCM_CONCURRENCY: '300',
      FCM_RATE_PER_SECOND: '0',
      EMAIL_RATE_PER_SECOND: '14',
      DISPATCH_BATCH_SIZE: '250',
    }).delivery;
    expect(tuned.fcm?.limits).toEqual({ concurrency: 300, ratePerSecond: 0 });
    expect(tuned.emailLimits).toEqual({ concurrency: 10, ratePerSecond: 14 });
    expect(tuned.dispatchBatchSize).toBe(250);
    expect(() => loadConfig({ ...fcm, FCM_CONCURRENCY: '0' })).toThrow(/FCM_CONCURRENCY/);
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1555' };
    expect(() => loadConfig({ ...twilio, TWILIO_RATE_PER_SECOND: 'fast' })).toThrow(
      /TWILIO_RATE_PER_SECOND/,
    );
    expect(() => loadConfig({ DISPATCH_BATCH_SIZE: '0' })).toThrow(/DISPATCH_BATCH_SIZE/);
  });

  it('leaves sending to separate workers with DELIVERY_WORKER=off', () => {
    expect(loadConfig({ DELIVERY_WORKER: 'off' }).delivery.inProcess).toBe(false);
    expect(() => loadConfig({ DELIVERY_WORKER: 'maybe' })).toThrow(/DELIVERY_WORKER/);
    expect(() => loadConfig({ DELIVERY_BATCH_SIZE: '0' })).toThrow(/DELIVERY_BATCH_SIZE/);
    expect(() => loadConfig({ DELIVERY_RANGES: '1000' })).toThrow(/DELIVERY_RANGES/);
    expect(loadConfig({ DELIVERY_SPLIT_AT: '0' }).delivery.splitting.splitAt).toBe(0);
  });

  it('configures Twilio and APNs only when every variable of the group is set', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1555' };
    expect(loadConfig(twilio).delivery.twilio).toEqual({
      accountSid: 'AC1',
      authToken: 't',
      from: '+1555',
      apiUrl: 'https://api.twilio.com',
      limits: { concurrency: 50, ratePerSecond: 100 },
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
    expect(() => loadConfig({ APNS_KEY_FILE: 'k.p8', APNS_KEY_ID: 'K' })).toThrow(
      /APNS_TEAM_ID, APNS_TOPIC/,
    );
    const apns = loadConfig({
      APNS_KEY_FILE: 'k.p8',
      APNS_KEY_ID: 'K',
      APNS_TEAM_ID: 'T',
      APNS_TOPIC: 'app.id',
    }).delivery.apns;
    expect(apns?.host).toBe('https://api.push.apple.com');
    expect(apns?.keyFile).toMatch(/k\.p8$/);
  });
});
