// Newsletter: POST /api/newsletter/subscribe → { data: { message } }.
import * as v from 'valibot';
import { request } from './client';

const SubscribeDto = v.object({ data: v.object({ message: v.string() }) });

export const subscribeToNewsletter = async (email: string): Promise<string> =>
  (await request(SubscribeDto, '/newsletter/subscribe', { method: 'POST', body: { email: email.trim() } }))
    .data.message;
