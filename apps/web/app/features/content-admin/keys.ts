/** A collection's list (and any query of it, under the same prefix); every write invalidates it. */
export const collectionKey = (name: string) => ['content', name] as const;

/** Query keys of the content tools; every write invalidates its list (and the dashboard counts). */
export const contentKeys = {
  metrics: ['content', 'metrics'] as const,
  plans: collectionKey('investment-plans'),
  contactInfo: ['content', 'contact-info'] as const,
};
