import { eq } from 'drizzle-orm';
import { ABOUT_IMAGE_MESSAGES, aboutImagesCollection, aboutImageView } from '@app/contract';
import { aboutImages } from '../../db/schema/content.ts';
import { actorOf } from '../../platform/activity.ts';
import { ok } from '../../platform/http.ts';
import { collectionRoutes } from '../content-common/collection-routes.ts';
import { quote, type ServerCollection } from '../content-common/collection.ts';

/** About image gallery (back-office.md §7): the public slider shows enabled images; content editors write. */
export const aboutImagesServer: ServerCollection<typeof aboutImages> = {
  collection: aboutImagesCollection,
  table: aboutImages,
  image: { folder: 'about', column: 'imageUrl' },
  publicFilter: eq(aboutImages.disabled, false),
  activity: { one: 'about image', many: 'about images', name: (row) => quote(row.title) },
};

export default collectionRoutes(aboutImagesServer, (app, { service, write, id }) => {
  app.patch(`${aboutImagesCollection.path}/:id/toggle-status`, { config: { ...write, openapi: { response: { data: aboutImageView } } } }, async (request) => {
    const image = await service.change(actorOf(request), id(request.params), (before) => ({
      values: { disabled: !before.disabled },
      action: 'status',
      summary: (row) => `${row.disabled ? 'Disabled' : 'Enabled'} about image ${quote(row.title)}`,
    }));
    return ok(image, image.disabled ? ABOUT_IMAGE_MESSAGES.disabled : ABOUT_IMAGE_MESSAGES.enabled);
  });
});
