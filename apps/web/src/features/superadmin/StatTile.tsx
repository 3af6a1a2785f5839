import { ActionIcon, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type TProps = { label: string; value: string; hint?: string; footer?: ReactNode };

/** One figure of the operator's dashboard or reports; `hint` is a tooltip any pointer, touch or key opens. */
export function StatTile({ label, value, hint, footer }: TProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="superadmin-tile">
      <Group gap={4} wrap="nowrap">
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        {hint ? (
          <Tooltip label={hint} events={{ hover: true, focus: true, touch: true }} multiline w={220}>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`${label}: ${hint}`}>
              <IconInfoCircle size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <Text fz={28} fw={700} mt={4}>
        {value}
      </Text>
      {footer}
    </Paper>
  );
}
