// Contact form: POST /api/contact/send/email → { message }. Sent through the outbox, so this file describes
// the request and reads the stored answer.
import * as v from 'valibot';
import { MessageAnswer } from '../domain/answers';
import type { ContactMessage } from '../domain/contact';
import type { OutboxRequest } from '../domain/outbox';

export const contactRequest = (form: ContactMessage): OutboxRequest => ({
  stream: 'contact',
  method: 'POST',
  path: '/contact/send/email',
  body: { ...form },
});

export const readContactAnswer = (body: unknown): string => v.parse(MessageAnswer, body).message;
