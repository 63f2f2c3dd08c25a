import { Grid, Skeleton, Stack } from '@mantine/core';

/** The checkout's two columns while the cart loads. */
export function CheckoutSkeleton() {
  return (
    <Grid gutter="lg" aria-hidden>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="lg">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={110} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
