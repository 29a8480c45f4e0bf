import { gridColumnSchema, TEAM_MESSAGES, teamCollection, teamMemberView } from '@app/contract';
import { teamMembers } from '../../db/schema/content.ts';
import { actorOf } from '../../platform/activity.ts';
import { ok, parse } from '../../platform/http.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import type { ServerCollection } from '../content-common/collection.ts';

/** Team members (back-office.md §7): public grid, administrators write and move members between columns. */
export const teamServer: ServerCollection<typeof teamMembers> = {
  collection: teamCollection,
  table: teamMembers,
  image: { folder: 'team', column: 'imageUrl' },
  activity: { one: 'team member', many: 'team members', name: (row) => row.name },
};

export default collectionRoutes(teamServer, (app, { service, write, id }) => {
  app.patch(
    `${teamCollection.path}/:id/grid-column`,
    { config: { ...write, openapi: { body: gridColumnSchema, response: { data: teamMemberView } } } },
    async (request) => {
      // The column is read once the member is found, as the collection's own edit does: an unknown member is 404 whatever the body.
      const member = await service.change(actorOf(request), id(request.params), () => {
        const { gridColumn } = parse(gridColumnSchema, request.body);
        return { values: { gridColumn }, action: 'update', summary: (row) => TEAM_MESSAGES.moved(row.name, gridColumn) };
      });
      return ok(member, TEAM_MESSAGES.moved(String(member.name), Number(member.gridColumn)));
    },
  );
});
