import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageInputSchema } from '@app/contract';

/** The contract's check of the contact form: its own file, so zod loads when the form is used, not with the page. */
export const contactFormResolver = zodResolver(contactMessageInputSchema);
