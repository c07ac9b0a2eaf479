import { type FormEvent, useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { type FieldCode, fieldCodes } from '../domain/validation';

type StringFields = Record<string, string>;

/** Form state checked by a shared valibot schema: field codes on failure, the parsed output to `onValid`. */
export function useSchemaForm<S extends v.GenericSchema<StringFields, unknown>>(
  schema: S,
  initial: v.InferInput<S>,
  onValid: (output: v.InferOutput<S>) => void,
) {
  type Field = keyof v.InferInput<S> & string;
  const [values, setValues] = useState<v.InferInput<S>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, FieldCode>>>({});
  const initialRef = useRef(initial);
  const reset = useCallback(() => setValues(initialRef.current), []);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(schema, values);
    if (!result.success) {
      setErrors(fieldCodes(result.issues) as Partial<Record<Field, FieldCode>>);
      return;
    }
    setErrors({});
    onValid(result.output);
  };

  return { values, errors, set, submit, reset, setErrors };
}
