import { useState, type ChangeEvent, type FormEvent } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * A small form state for the few forms the first screen shows (sign-in and its one-time code),
 * where Formik and Yup would double what the page downloads. It keeps Formik's behaviour: an
 * error shows once its field was left or the form submitted, and a submit with errors focuses
 * nothing and sends nothing.
 */
export function useLightForm<Values extends { [Key in keyof Values]: string }>(options: {
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  onSubmit: (values: Values) => Promise<void> | void;
}) {
  const [values, setValues] = useState(options.initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const errors = options.validate(values);

  const fieldProps = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: touched[name] ? errors[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(
      Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Record<
        keyof Values,
        boolean
      >,
    );
    if (Object.values(errors).some(Boolean)) return;
    void options.onSubmit(values);
  };

  return { values, fieldProps, handleSubmit };
}
