import { Group, Text, UnstyledButton } from '../kit';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';

function BagMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-brand-6)" />
      <path d="M14 26h36l-3 24H17z" fill="#fff" />
      <path
        d="M24 26v-4a8 8 0 0 1 16 0v4"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface BrandLogoProps {
  to: string;
  /** Accessible name of the link (the wordmark alone does not say where it goes). */
  label: string;
  /** Small text beside the wordmark, e.g. in the dashboard. */
  suffix?: string;
}

/** The "Dukkan / دكان" wordmark, a link home. */
export function BrandLogo({ to, label, suffix }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={to} aria-label={label} className="brand-logo">
      <Group gap={10} wrap="nowrap">
        <BagMark size={34} />
        <Text component="span" fw={700} fz={{ base: 22, sm: 24 }} lh={1} c="brand.8">
          {t('app.name')}
        </Text>
        {/* The space keeps the accessible text "Dukkan Dashboard", not "DukkanDashboard". */}
        {suffix && ' '}
        {suffix && (
          <Text component="span" fz="sm" c="dimmed" fw={600} visibleFrom="xs">
            {suffix}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
