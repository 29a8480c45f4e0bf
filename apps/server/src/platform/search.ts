/** A search box's words as an ILIKE pattern that matches them anywhere: %, _ and \ match themselves. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
