import type { ContactInfo } from '@app/contract';

/** The footer reads only the five lists of the contact info. */
export type PublicContactInfo = Pick<ContactInfo, 'phones' | 'emails' | 'offices' | 'socials' | 'companyInfo'>;
