// A failed call as the machines keep it: the API client's ApiError (the server's code, message, field codes and
// Retry-After) or anything else thrown, which becomes code UNKNOWN with its message. Codes only, never text.

export type Failure = { code: string; message: string };
export type FormFailure = Failure & {
  /** The server's code per field. */
  fields: Record<string, string>;
  /** Seconds the server asks to wait (429 Retry-After), or null. */
  retryAfter: number | null;
};

/** The code and message of a failed call. */
export function failureOf(error: unknown): Failure {
  const { code, message } = formFailureOf(error);
  return { code, message };
}

/** A failed call with the field codes and Retry-After a form shows. */
export function formFailureOf(error: unknown): FormFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN',
    message: typeof e.message === 'string' ? e.message : typeof error === 'string' ? error : '',
    fields: e.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : {},
    retryAfter: typeof e.retryAfterSeconds === 'number' ? e.retryAfterSeconds : null,
  };
}
