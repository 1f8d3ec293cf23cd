import { useState } from 'react';
import { applyServerErrors, errorMessage } from '../../api/form-errors';
import { Alert, Text, type BoxProps } from '../ui';

interface FormErrorOptions<F extends string> {
  /** Request fields shown under a form field of another name (e.g. duration_seconds under minutes). */
  aliases?: Partial<Record<string, F>>;
  /** The sentence for what no field shows (errorMessage by default). */
  message?(error: Error): string;
}

/**
 * A form's own error, for what none of its fields shows. `showServerError` handles a failed request:
 * the server's messages for `fields` go under those fields, the rest becomes `formError`.
 */
export function useFormError<F extends string>(
  form: { setError: (field: F, error: { message: string }) => void },
  fields: readonly F[],
  { aliases, message = errorMessage }: FormErrorOptions<F> = {},
) {
  const [formError, setFormError] = useState<string>();
  const showServerError = (error: unknown) => {
    const rest = applyServerErrors(error, form.setError, fields, aliases);
    if (rest) setFormError(message(rest));
  };
  return { formError, setFormError, showServerError };
}

interface FormErrorProps extends Omit<BoxProps, 'title'> {
  /** The message, or the error of a failed request; nothing shows without one. */
  error: string | Error | null | undefined;
  /** The box's heading; a message that only repeats it is not shown twice. */
  title?: string;
  /** A line of red text instead of a box (beside a control, or in a dialog). */
  inline?: boolean;
  size?: string;
}

/** The red alert of a form or an action that failed. */
export function FormError({ error, title, inline, size, ...props }: FormErrorProps) {
  if (!error) return null;
  const text = typeof error === 'string' ? error : errorMessage(error);
  if (inline) {
    return (
      <Text c="red" size={size} role="alert" {...props}>
        {text}
      </Text>
    );
  }
  return (
    <Alert color="red" role="alert" title={title} {...props}>
      {text !== title && text}
    </Alert>
  );
}
