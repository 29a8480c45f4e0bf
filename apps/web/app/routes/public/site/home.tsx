import { SITE_NAME } from '@app/contract';

export const meta = () => [{ title: SITE_NAME }];
export const headers = () => ({ 'Cache-Control': 'public, no-cache' });

export default function Home() {
  return (
    <main className="px-6 py-24 text-center">
      <h1 className="font-display text-5xl text-forest-900">{SITE_NAME}</h1>
    </main>
  );
}
