import { eq } from 'drizzle-orm';
import { DEFAULT_WORK_PLAN_SETTINGS, workPlanSettingsSchema, type WorkPlanSettings } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/platform.ts';
import { diffFields, type SignedInActor } from '../../platform/activity.ts';
import { work, type Deps } from '../../platform/unit-of-work.ts';

/** The work-planning settings: one stored document, the defaults until a manager saves it. */

const SETTINGS_KEY = 'work-plans:settings';

export async function getSettings(db: Db): Promise<WorkPlanSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY));
  if (!row) return DEFAULT_WORK_PLAN_SETTINGS;
  const parsed = workPlanSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_WORK_PLAN_SETTINGS;
}

export async function saveSettings(deps: Deps, settings: WorkPlanSettings, actor: SignedInActor) {
  return work(deps, actor, async ({ tx, activity }) => {
    const before = await getSettings(tx);
    await tx
      .insert(appSettings)
      .values({ key: SETTINGS_KEY, value: settings })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: new Date() } });
    await activity({
      action: 'update',
      entity: 'work-plan-settings',
      summary: 'Updated work-planning settings',
      changes: diffFields(before as unknown as Record<string, unknown>, settings as unknown as Record<string, unknown>),
    });
    return settings;
  });
}
