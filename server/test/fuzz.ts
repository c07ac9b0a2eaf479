// Shared pieces of the property tests of the account calls (garage, addresses, profile).
import fc from 'fast-check';
import { expect } from 'vitest';

/** The answer is no 5xx and, when it is an error, JSON { error, message }; its body parsed. */
export async function expectClientAnswer(res: Response) {
  expect(res.status).toBeLessThan(500);
  const body = await res.json();
  if (res.status >= 400)
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  return body;
}

/** A field's value: any text, short binary junk, or any JSON value. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 220 }),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.jsonValue(),
);

/** A request body: a string as it is, anything else as JSON. */
export const rawBody = (b: unknown) => (typeof b === 'string' ? b : (JSON.stringify(b) ?? 'null'));
