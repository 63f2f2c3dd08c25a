import type { ChangeEvent } from 'react';

/** What useSchemaForm's `inputProps` gives an input: name, value, change handler and error. */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}
