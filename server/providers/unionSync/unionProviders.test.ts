import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileUnionProvider } from './fileUnionProvider';
import { createHttpUnionProvider } from './httpUnionProvider';

describe('file union provider', () => {
  it("reads a company's member file and skips entries without a member id", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'union-'));
    await writeFile(
      join(dir, 'acme.json'),
      JSON.stringify([
        { userid: 'A-1', email: 'One@X.test', firstname: 'One', lastname: 'X', status: 'inactive' },
        { email: 'no-id@x.test' },
      ]),
    );
    const provider = createFileUnionProvider(dir);
    expect(await provider.listMembers('acme')).toEqual([
      {
        userid: 'A-1',
        email: 'one@x.test',
        firstname: 'One',
        lastname: 'X',
        phone: null,
        active: false,
      },
    ]);
    expect(await provider.listMembers('globex')).toEqual([]);
    expect(await provider.listMembers('../etc/passwd')).toEqual([]);
    expect(provider.describe('acme')).toBe('Member file acme.json');
  });

  it('ships sample members for the demo companies', async () => {
    const provider = createFileUnionProvider(join(import.meta.dirname, 'sample'));
    expect((await provider.listMembers('acme')).length).toBeGreaterThan(10);
  });
});

describe('HTTP union provider', () => {
  const server = Fastify();
  let baseUrl = '';
  const seen: { company?: string; auth?: string }[] = [];

  beforeAll(async () => {
    server.get('/api/members', (request, reply) => {
      const query = request.query as { company?: string };
      seen.push({ company: query.company, auth: request.headers.authorization });
      if (query.company === 'broken') return reply.status(503).send({ error: 'down' });
      return [{ userid: 'H-1', firstname: 'Http', lastname: 'Member', active: true }];
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => server.close());

  it('asks the API for the company with the token, and parses the members', async () => {
    const provider = createHttpUnionProvider(baseUrl, 'secret-token');
    const members = await provider.listMembers('acme');
    expect(members.map((m) => m.userid)).toEqual(['H-1']);
    expect(seen.at(-1)).toEqual({ company: 'acme', auth: 'Bearer secret-token' });
    expect(provider.describe('acme')).toBe(`Union API at ${new URL(baseUrl).host}`);
  });

  it('fails when the API does', async () => {
    await expect(createHttpUnionProvider(baseUrl, null).listMembers('broken')).rejects.toThrow(
      /503/,
    );
  });
});
