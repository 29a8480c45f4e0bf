import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  gridColumnSchema,
  membersOrderSchema,
  searchQuerySchema,
  TEAM_COLUMN_DEFAULT,
  TEAM_PHOTO_MAX_BYTES,
  teamMemberSchema,
  teamMemberUpdateSchema,
  type TeamMember,
} from '@app/contract';
import { teamMembers, type TeamMemberRow } from '../../db/schema/content.ts';
import { diffFields, recordActivity } from '../../platform/activity.ts';
import { notFound, parse } from '../../platform/http.ts';
import { deleteStoredImage } from '../../platform/uploads.ts';
import {
  applyReorder,
  byOrder,
  imageRule,
  iso,
  nextOrder,
  parseWithImage,
  readContentBody,
  searchFilter,
  withIds,
  withStoredImage,
} from '../content-common/helpers.ts';

const FOLDER = 'team';
const PHOTO_RULE = imageRule(TEAM_PHOTO_MAX_BYTES, CONTENT_MESSAGES.teamPhotoTooLarge);

export const toTeamMember = (row: TeamMemberRow): TeamMember => ({
  ...withIds(row.id),
  name: row.name,
  position: row.position,
  image: row.imageUrl,
  gridColumn: row.gridColumn,
  order: row.order,
  createdAt: iso(row.createdAt)!,
  updatedAt: iso(row.updatedAt)!,
});

const snapshot = (row: TeamMemberRow) => ({
  name: row.name,
  position: row.position,
  image: row.imageUrl,
  gridColumn: row.gridColumn,
  order: row.order,
});

export async function listMembers(app: FastifyInstance, query: unknown = {}) {
  const { search } = parse(searchQuerySchema, query);
  const rows = await app.db
    .select()
    .from(teamMembers)
    .where(searchFilter(search, [teamMembers.name, teamMembers.position]))
    .orderBy(...byOrder(teamMembers));
  return rows.map(toTeamMember);
}

async function findMember(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(teamMembers).where(eq(teamMembers.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.teamMemberNotFound);
  return row;
}

export async function getMember(app: FastifyInstance, id: string) {
  return toTeamMember(await findMember(app, id));
}

export async function createMember(app: FastifyInstance, request: FastifyRequest) {
  const { fields, image } = await readContentBody(request, PHOTO_RULE);
  const input = parseWithImage(teamMemberSchema, fields, image);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [created] = await app.db
      .insert(teamMembers)
      .values({
        name: input.name,
        position: input.position,
        imageUrl: url!,
        gridColumn: input.gridColumn ?? TEAM_COLUMN_DEFAULT,
        order: input.order ?? (await nextOrder(app.db, teamMembers)),
      })
      .returning();
    return created!;
  });
  await recordActivity(app.db, request, {
    action: 'create',
    entity: 'team-member',
    entityId: row.id,
    summary: `Added team member ${row.name}`,
    changes: { after: snapshot(row) },
  });
  return toTeamMember(row);
}

export async function updateMember(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findMember(app, id);
  const { fields, image } = await readContentBody(request, PHOTO_RULE);
  const input = parse(teamMemberUpdateSchema, fields);
  const row = await withStoredImage(app.config.dataDir, FOLDER, image, async (url) => {
    const [updated] = await app.db
      .update(teamMembers)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.position ? { position: input.position } : {}),
        ...(input.gridColumn !== undefined ? { gridColumn: input.gridColumn } : {}),
        ...(input.order !== undefined ? { order: input.order } : {}),
        ...(url ? { imageUrl: url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(teamMembers.id, id))
      .returning();
    return updated!;
  });
  if (row.imageUrl !== before.imageUrl) await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'team-member',
    entityId: id,
    summary: `Updated team member ${row.name}`,
    changes: diffFields(snapshot(before), snapshot(row)),
  });
  return toTeamMember(row);
}

export async function moveMember(app: FastifyInstance, request: FastifyRequest, id: string, body: unknown) {
  const before = await findMember(app, id);
  const { gridColumn } = parse(gridColumnSchema, body);
  const [row] = await app.db.update(teamMembers).set({ gridColumn, updatedAt: new Date() }).where(eq(teamMembers.id, id)).returning();
  await recordActivity(app.db, request, {
    action: 'update',
    entity: 'team-member',
    entityId: id,
    summary: `Moved ${row!.name} to Column ${gridColumn}`,
    changes: { before: { gridColumn: before.gridColumn }, after: { gridColumn } },
  });
  return toTeamMember(row!);
}

export async function deleteMember(app: FastifyInstance, request: FastifyRequest, id: string) {
  const before = await findMember(app, id);
  await app.db.delete(teamMembers).where(eq(teamMembers.id, id));
  await deleteStoredImage(app.config.dataDir, before.imageUrl);
  await recordActivity(app.db, request, {
    action: 'delete',
    entity: 'team-member',
    entityId: id,
    summary: `Deleted team member ${before.name}`,
    changes: { before: snapshot(before) },
  });
}

export async function reorderMembers(app: FastifyInstance, request: FastifyRequest, body: unknown) {
  const input = parse(membersOrderSchema, body);
  const ids = await applyReorder(app.db, teamMembers, input.members);
  await recordActivity(app.db, request, {
    action: 'reorder',
    entity: 'team-member',
    summary: `Reordered ${ids.length} team members`,
    changes: { after: { order: ids } },
  });
  return listMembers(app);
}
