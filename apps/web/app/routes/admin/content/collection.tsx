import { useLocation } from 'react-router';
import { COLLECTIONS } from '@app/contract';
import { CollectionAdmin } from '../../../features/content-admin/CollectionAdmin';
import { ADMIN_EXTENSIONS } from '../../../features/content-admin/irregular';
import type { Route } from './+types/collection';

/** One route module for every collection's admin screen (routes.ts registers it at each admin path). */
const collectionAt = (pathname: string) => COLLECTIONS.find((collection) => collection.admin.path === pathname.replace(/\/$/, ''));

export const meta = ({ location }: Route.MetaArgs) => [{ title: `${collectionAt(location.pathname)?.admin.title ?? 'Content'} · Admin` }];

export default function CollectionAdminRoute() {
  const collection = collectionAt(useLocation().pathname)!;
  return <CollectionAdmin key={collection.name} collection={collection} extension={ADMIN_EXTENSIONS[collection.name]} />;
}
