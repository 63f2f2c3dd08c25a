import { Button } from '@mantine/core';
import { IconLogin, IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { loginPathFor } from '../../../app/guards/login-redirect';
import { StatusScreen } from '../../../components/status-screen';

interface SignInFirstProps {
  title: string;
  body: string;
  action: string;
}

/**
 * Payment screens live outside the signed-in routes (the gateway sends shoppers back to them)
 * yet read the shopper's own order, so a visitor is asked to sign in and brought back here.
 */
export function SignInFirst({ title, body, action }: SignInFirstProps) {
  const location = useLocation();
  return (
    <StatusScreen icon={IconLock} title={title} body={body}>
      <Button
        component={Link}
        to={loginPathFor(location)}
        leftSection={<IconLogin size={18} aria-hidden />}
      >
        {action}
      </Button>
    </StatusScreen>
  );
}
