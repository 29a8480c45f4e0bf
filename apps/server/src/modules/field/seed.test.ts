import { expect, it } from 'vitest';
import { DEMO_FIELD_OFFICER_EMAIL } from '@app/contract';
import { useTestApp } from '../../testing/app.ts';
import { Browser } from '../../testing/auth.ts';
import { ensureDemoFieldOfficer } from '../auth/service.ts';

/** The demo field officer (issue 51): signs in while DEMO_FIELD_OFFICER_PASSWORD is set and finds the running demo cycles with records. */
const PASSWORD = 'Demo-Officer-1';
const t = useTestApp({ seed: true, env: { DEMO_FIELD_OFFICER_PASSWORD: PASSWORD }, roles: [] });

it('signs the demo officer in to the running demo cycles, with their farm plan, headcount and records', async () => {
  const browser = new Browser(t.app);
  expect((await browser.post('/auth/login', { email: DEMO_FIELD_OFFICER_EMAIL, password: PASSWORD })).statusCode).toBe(200);
  const cycles = (await browser.get('/field/cycles')).json().data as { id: string; name: string; currentHeadcount: number; plan: { startingHeadcount: number | null } }[];
  expect(cycles.map((cycle) => cycle.name).sort()).toEqual(['Qurbani 2027, Sirajganj', 'Sherpur broilers, batch 4']);
  const broilers = cycles.find((cycle) => cycle.name === 'Sherpur broilers, batch 4')!;
  expect(broilers).toMatchObject({ currentHeadcount: 2295, plan: { startingHeadcount: 2304 } });
  const records = (await browser.get(`/field/records?cycleId=${broilers.id}`)).json().data as { kind: string; photoIds: string[]; averageWeightGrams: number | null }[];
  expect(records.map((record) => record.kind).sort()).toEqual(['death', 'feed', 'headcount', 'vet', 'weighing']);
  const death = records.find((record) => record.kind === 'death')!;
  expect((await browser.get(`/field/photos/${death.photoIds[0]}/image?width=480`)).statusCode).toBe(200);
  expect(records.find((record) => record.kind === 'weighing')!.averageWeightGrams).toBe(638);
  // The back office stays closed to an officer.
  expect((await browser.get('/cycles')).statusCode).toBe(403);
  await ensureDemoFieldOfficer({ ...t.app.deps, config: { ...t.app.config, demoFieldOfficerPassword: undefined } });
  expect((await browser.get('/field/cycles')).statusCode).toBe(401);
});
