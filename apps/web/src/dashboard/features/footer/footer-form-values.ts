import {
  FOOTER_FLAGS,
  FOOTER_VALUE_FIELDS,
  type Footer,
  type FooterFlag,
  type FooterFlags,
  type FooterValueField,
} from '@dukkan/contracts';

/** The form keeps every field as text; switches are 'true' / 'false' (the schema reads both). */
export type FooterFormValues = Record<FooterValueField | FooterFlag, string>;

export function footerFormValues(footer: Footer): FooterFormValues {
  const values = {} as FooterFormValues;
  for (const name of FOOTER_VALUE_FIELDS) values[name] = footer[name];
  for (const name of FOOTER_FLAGS) values[name] = footer[name] ? 'true' : 'false';
  return values;
}

/** Only the switches, for the toggles call. */
export function flagsOf(values: FooterFormValues): FooterFlags {
  const flags = {} as FooterFlags;
  for (const name of FOOTER_FLAGS) flags[name] = values[name] === 'true';
  return flags;
}
