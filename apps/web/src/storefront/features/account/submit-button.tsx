import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** The submit button of an account form, with its leading icon. */
export function SubmitButton({ icon: IconComponent, ...props }: ButtonProps & { icon: Icon }) {
  return <Button type="submit" leftSection={<IconComponent size={18} aria-hidden />} {...props} />;
}
