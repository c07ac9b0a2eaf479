// Contact form: POST /api/contact/send/email → { message }.
import * as v from 'valibot';
import type { ContactMessage } from '../domain/contact';
import { request } from './client';

export const sendContactMessage = async (form: ContactMessage): Promise<string> =>
  (await request(v.object({ message: v.string() }), '/contact/send/email', { method: 'POST', body: form }))
    .message;
