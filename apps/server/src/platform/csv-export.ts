import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvHeader, csvRow, type CsvColumn } from '@app/contract';

/**
 * Sends a CSV download written a batch at a time as the batches are read: the first bytes leave
 * after the first batch, memory stays that of one batch whatever the row count, and a slow client
 * slows the reading (the stream pulls the next batch only when the last one was taken). Each batch
 * leaves as one Buffer, so its lines are garbage as soon as it is written.
 * Starts with a byte-order mark so spreadsheets read it as UTF-8.
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: readonly CsvColumn<T>[], batches: AsyncIterable<readonly T[]>) {
  async function* lines() {
    yield Buffer.from(`\ufeff${csvHeader(columns)}`);
    for await (const batch of batches) if (batch.length) yield Buffer.from(batch.map((row) => csvRow(columns, row)).join(''));
  }
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(lines(), { highWaterMark: 1 }));
}
