// A sign-in, sign-up or new-password form's state: the values typed, and each field's problem from the last check
// (cleared as soon as that field changes).
import { useState } from 'react';
import type { Problems } from '../../domain/session';

export function useForm<V extends Record<string, unknown>, F extends keyof V & string>(
  initial: V,
  check: (values: V) => Problems<F>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<F>>({});
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
  return { values, setValues, problems, set, checked };
}
