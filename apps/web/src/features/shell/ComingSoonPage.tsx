import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglass } from '@tabler/icons-react';
import { APP_NAME } from '../../lib/constants';

type TProps = {
  title: string;
  /** Pages outside the signed-in frame get their own centred container. */
  standalone?: boolean;
};

/** Placeholder of a routed screen whose content arrives with a later issue. */
export function ComingSoonPage({ title, standalone = false }: TProps) {
  useDocumentTitle(`${title} · ${APP_NAME}`);
  const panel = (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglass size={30} />
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">This screen is coming soon.</Text>
      </Stack>
    </Paper>
  );
  return standalone ? (
    <Container size="sm" py="xl">
      {panel}
    </Container>
  ) : (
    panel
  );
}
