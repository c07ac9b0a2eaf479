// Newsletter: POST /api/newsletter/subscribe → { data: { message } }. Sent through the outbox, so this file
// describes the request and reads the stored answer.
import * as v from 'valibot';
import { NewsletterAnswer } from '../domain/answers';
import type { OutboxRequest } from '../domain/outbox';

export const newsletterRequest = (email: string): OutboxRequest => ({
  stream: 'newsletter',
  method: 'POST',
  path: '/newsletter/subscribe',
  body: { email: email.trim() },
});

export const readNewsletterAnswer = (body: unknown): string => v.parse(NewsletterAnswer, body).data.message;
