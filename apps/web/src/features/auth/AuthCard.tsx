import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../lib/constants';

/** The sign-in fields' example address: an address, the same in every language. */
export const EXAMPLE_EMAIL = 'you@example.com';

type TProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The centred card every sign-in style page uses. */
export function AuthCard({ title, subtitle, children }: TProps) {
  useDocumentTitle(`${title} · ${APP_NAME}`);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={420} gap="lg">
        <Anchor component={Link} to="/" ta="center" underline="never" c="teal" fw={800} fz={28}>
          {APP_NAME}
        </Anchor>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={28}>
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
