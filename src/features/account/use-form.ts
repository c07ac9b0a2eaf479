// A form's state: the values typed, and each field's problem from the last check (cleared as soon as that field
// changes). Problems are codes (domain/session.ts, domain/profile.ts); each form turns a code into text.
import { useState } from 'react';
import type { FieldProblem } from '../../domain/session';

export function useForm<
  V extends Record<string, unknown>,
  F extends keyof V & string,
  P extends string = FieldProblem,
>(initial: V, check: (values: V) => Partial<Record<F, P>>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, P>>>({});
  /** The change handler of a field: its new value, and its problem gone. */
  const set = (field: F) => (value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  /** Checks every field and shows what is wrong; true when nothing is. */
  const checked = () => {
    const found = check(values);
    setProblems(found);
    return Object.keys(found).length === 0;
  };
  return { values, setValues, problems, setProblems, set, checked };
}
