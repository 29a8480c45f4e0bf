import Fastify from 'fastify';
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
});
