import Fastify from 'fastify';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sendCsv } from './csv-export.ts';

type Row = { n: number };
const COLUMNS = [['Number', (row: Row) => row.n]] as const;

describe('CSV export', () => {
  it('starts sending before the last row is read: the answer and its first batch arrive while the last batch is still unread', async () => {
    let release!: () => void;
    const lastBatchMayBeRead = new Promise<void>((resolve) => (release = resolve));
    let lastBatchRead = false;
    async function* batches() {
      yield [{ n: 1 }, { n: 2 }];
      await lastBatchMayBeRead;
      lastBatchRead = true;
      yield [{ n: 3 }];
    }
    const app = Fastify();
    app.get('/export.csv', (_request, reply) => sendCsv(reply, 'numbers.csv', COLUMNS, batches()));
    try {
      const res = await app.inject({ method: 'GET', url: '/export.csv', payloadAsStream: true });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="numbers.csv"');
      const chunks = (res.stream() as Readable)[Symbol.asyncIterator]();
      let received = '';
      while (!received.includes('2\r\n')) received += String((await chunks.next()).value);
      expect(received).toBe('\ufeffNumber\r\n1\r\n2\r\n');
      expect(lastBatchRead).toBe(false);

      release();
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) received += String(next.value);
      expect(lastBatchRead).toBe(true);
      expect(received).toBe('\ufeffNumber\r\n1\r\n2\r\n3\r\n');
    } finally {
      await app.close();
    }
  });

  it('stops reading batches when the client goes away midway', async () => {
    let closed!: () => void;
    const readingStopped = new Promise<void>((resolve) => (closed = resolve));
    let batchesRead = 0;
    async function* batches() {
      try {
        for (;;) {
          batchesRead++;
          yield [{ n: batchesRead }];
        }
      } finally {
        closed();
      }
    }
    const app = Fastify();
    app.get('/export.csv', (_request, reply) => sendCsv(reply, 'numbers.csv', COLUMNS, batches()));
    try {
      // Over a real socket: the injected answer's stream does not tell the server it was dropped.
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${address}/export.csv`, (res) => res.once('data', () => (request.destroy(), resolve())));
        request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
      });
      await readingStopped;
      const readWhenStopped = batchesRead;
      await new Promise((resolve) => setImmediate(resolve));
      expect(batchesRead).toBe(readWhenStopped);
    } finally {
      await app.close();
    }
  });
});
