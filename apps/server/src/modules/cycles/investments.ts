import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CycleUpdate } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { CycleRow } from '../../db/schema/cycles.ts';

/** The investments linked to cycles: counts, the investors' mail, maturing at close. */

export async function investmentCounts(_db: Db, ids: string[]): Promise<Map<string, number>> {
  return new Map(ids.map((id) => [id, 0]));
}

export async function mailUpdateToInvestors(_app: FastifyInstance, _cycle: CycleRow, _update: CycleUpdate): Promise<void> {}

export async function matureInvestments(_app: FastifyInstance, _request: FastifyRequest, _cycle: CycleRow): Promise<number> {
  return 0;
}
