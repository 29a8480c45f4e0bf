/** The id and date shapes every public-content API object shares. No routes.ts here, so the app does not load this folder as a module. */
export const withIds = (id: string) => ({ _id: id, id });
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
