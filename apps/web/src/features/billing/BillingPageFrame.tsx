import { Center, Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type TProps = { icon: ReactNode; color?: string; title: string; children: ReactNode };

/** The centred card of the pages outside the business frame: inactive subscription, success, cancelled, checkout. */
export function BillingPageFrame({ icon, color = 'teal', title, children }: TProps) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520} shadow="sm">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
