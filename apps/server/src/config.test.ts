import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** The client address Fastify sees for a request from `peer` that claims `forwardedFor`. */
async function clientAddress(trustProxy: string | undefined, peer: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({ url: '/ip', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  await app.close();
  return response.body;
}

describe('configuration', () => {
  it('stops with the variable name when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.test' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ MAIL_REPLY_TO: 'the office' })).toThrow(/MAIL_REPLY_TO: must be an email address/);
    expect(() => loadConfig({ DEMO_INVESTOR_PASSWORD: 'short' })).toThrow(/DEMO_INVESTOR_PASSWORD: must be at least 8 characters/);
  });

  it("takes the high-net-worth thresholds in whole pounds, the UK's by default", () => {
    expect(loadConfig({}).highNetWorth).toEqual({ annualIncome: 100_000_00, netAssets: 250_000_00 });
    expect(loadConfig({ HIGH_NET_WORTH_INCOME: '170000', HIGH_NET_WORTH_NET_ASSETS: '430000' }).highNetWorth).toEqual({
      annualIncome: 170_000_00,
      netAssets: 430_000_00,
    });
    expect(() => loadConfig({ HIGH_NET_WORTH_INCOME: '£100k' })).toThrow(/HIGH_NET_WORTH_INCOME/);
    expect(() => loadConfig({ HIGH_NET_WORTH_NET_ASSETS: '0' })).toThrow(/HIGH_NET_WORTH_NET_ASSETS/);
  });

  it('keeps the bank sort code as 6 digits, as every stored sort code, whether typed with dashes or not', () => {
    expect(loadConfig({}).bank.sortCode).toBe('040004');
    expect(loadConfig({ BANK_SORT_CODE: '20-00-00' }).bank.sortCode).toBe('200000');
    expect(loadConfig({ BANK_SORT_CODE: '200000' }).bank.sortCode).toBe('200000');
    expect(() => loadConfig({ BANK_SORT_CODE: '20-00' })).toThrow(/BANK_SORT_CODE/);
  });

  it('drains 5 seconds after a stop signal by default; SHUTDOWN_DRAIN_SECONDS sets whole seconds up to 300', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(5);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '30' }).shutdownDrainSeconds).toBe(30);
    for (const invalid of ['-1', '1.5', '301', 'soon']) expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: invalid })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('takes MAIL_REPLY_TO as the address answers go to, unset by default', () => {
    expect(loadConfig({ MAIL_REPLY_TO: 'team@breadbasket.example' }).mailReplyTo).toBe('team@breadbasket.example');
    expect(loadConfig({}).mailReplyTo).toBeUndefined();
  });

  it('believes X-Forwarded-For only from a proxy on the same machine by default', async () => {
    expect(await clientAddress(undefined, '127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    // A client reaching the server directly cannot pick its own address (and dodge per-address limits).
    expect(await clientAddress(undefined, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('trusts the proxies TRUST_PROXY names: ranges, hop counts, or none', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress('10.0.0.0/8', '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
    expect(await clientAddress('1', '203.0.113.9', '198.51.100.7, 192.0.2.1')).toBe('192.0.2.1');
    expect(await clientAddress('false', '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
  });
});
