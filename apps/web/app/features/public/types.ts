/** Public views of the content API objects (public-site.md §3), as the pages read them. */
export type PublicContactInfo = {
  phones: { _id: string; number: string; displayNumber?: string | null }[];
  emails: { _id: string; address: string; displayAddress?: string | null }[];
  offices: { _id: string; title: string; address: string }[];
  socials: { _id: string; platform: string; link: string }[];
  companyInfo: { _id: string; title: string; content: string }[];
};
