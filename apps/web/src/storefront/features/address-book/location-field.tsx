import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writeDigits } from '../../../lib/write-digits';
import { useGeolocation } from './use-geolocation';

interface LocationFieldProps {
  latitude: string;
  longitude: string;
  onChange: (latitude: string, longitude: string) => void;
  error?: string | undefined;
}

/** The address's optional location: the device's, only when the shopper asks for it. */
export function LocationField({ latitude, longitude, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation();
  const digits = useDigits();
  const { state, locate } = useGeolocation(onChange);
  const hasLocation = latitude !== '' && longitude !== '';
  const f = (
    key:
      | 'location'
      | 'locationSaved'
      | 'removeLocation'
      | 'useLocation'
      | 'locationHint'
      | 'locationDenied'
      | 'locationUnavailable',
    params?: Record<string, string>,
  ) => t(`addressBook.addresses.form.${key}`, params);

  return (
    <Stack gap={6} data-testid="location-field">
      <Text fz="sm" fw={500}>
        {f('location')}
      </Text>
      {hasLocation ? (
        <Group gap="xs" wrap="wrap">
          <Text fz="sm" role="status" data-testid="location-saved" style={{ flex: '1 1 14rem' }}>
            {f('locationSaved', {
              // Left to right on both pages: latitude first, as the map link writes it.
              coordinates: `\u2066${writeDigits(`${latitude}, ${longitude}`, digits)}\u2069`,
            })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconMapPinOff size={16} aria-hidden />}
            onClick={() => onChange('', '')}
          >
            {f('removeLocation')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            loading={state.phase === 'locating'}
            onClick={locate}
            data-testid="use-location"
          >
            {f('useLocation')}
          </Button>
          <Text fz="xs" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {f('locationHint')}
          </Text>
        </Group>
      )}
      {(state.phase === 'denied' || state.phase === 'unavailable') && !hasLocation && (
        <Alert color="orange" variant="light" p="xs" role="alert" data-testid="location-refused">
          <Text fz="sm">
            {f(state.phase === 'denied' ? 'locationDenied' : 'locationUnavailable')}
          </Text>
        </Alert>
      )}
      {error && (
        <Text fz="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
