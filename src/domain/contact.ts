import * as v from 'valibot';
import { emailAddress, requiredText } from './validation';

export const contactLimits = { name: 100, subject: 150, message: 5000 } as const;

/** The contact form (POST /contact/send/email), checked alike in the browser and on the server. */
export const ContactSchema = v.object({
  name: requiredText(contactLimits.name),
  email: emailAddress,
  subject: requiredText(contactLimits.subject),
  message: requiredText(contactLimits.message),
});
export type ContactInput = v.InferInput<typeof ContactSchema>;
export type ContactMessage = v.InferOutput<typeof ContactSchema>;
