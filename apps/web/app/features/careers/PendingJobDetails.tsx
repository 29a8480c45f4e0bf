import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { CAREER_TEXTS } from '@app/contract';
import { Loader } from '../../ui/Loader';

/**
 * While the browser is fetching another job's details (a See More or other-position link),
 * shows 'Loading job details...' in place of `children`.
 */
export function PendingJobDetails({ children, currentId }: { children: ReactNode; currentId?: string }) {
  const navigation = useNavigation();
  const target = navigation.state === 'loading' ? navigation.location.pathname : '';
  const match = /^\/careers\/([^/]+)$/.exec(target);
  if (match && match[1] !== currentId) return <Loader label={CAREER_TEXTS.loadingDetail} className="py-24" />;
  return <>{children}</>;
}
