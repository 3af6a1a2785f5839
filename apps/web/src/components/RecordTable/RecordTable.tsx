import { Box, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';

export type TColumn<T> = {
  header: string;
  render: (row: T) => ReactNode;
  /** keeps the table cell on one line (amounts, dates, badges) */
  noWrap?: boolean;
};

type TProps<T> = {
  rows: readonly T[];
  columns: readonly TColumn<T>[];
  /** the row's React key */
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** the actions column's header: "Actions" unless the spec names it otherwise */
  actionsHeader?: string;
  /** the leading "#" column of the settings tables (spec 02) */
  numbered?: boolean;
  /** the width in px the table needs: a narrower container shows each row as a card instead */
  minWidth?: number;
  /** names the table (and the list of cards) for screen readers */
  label?: string;
};

const DEFAULT_MIN_WIDTH = 440;

/**
 * Whether the element is narrower than `minWidth`. Measured before the first paint and again whenever the
 * element resizes; an element without a measured width (jsdom, not laid out yet) counts as wide.
 */
function useIsNarrow(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [isNarrow, setIsNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setIsNarrow(width > 0 && width < minWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return isNarrow;
}

/**
 * Every list of the staff area and the operator's console (issue 22): a table where its columns fit, and
 * below that width one card per row, each column a "label: value" line and the row's actions at its foot, so
 * no amount or action hides in a box that scrolls sideways. The width is the list's own (the sidebar
 * included), not the window's.
 */
export function RecordTable<T>(props: TProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const isNarrow = useIsNarrow(ref, props.minWidth ?? DEFAULT_MIN_WIDTH);
  return <Box ref={ref}>{isNarrow ? <RecordCards {...props} /> : <RecordRows {...props} />}</Box>;
}

function RecordRows<T>({
  rows,
  columns,
  rowKey,
  actions,
  actionsHeader,
  numbered,
  minWidth,
  label,
}: TProps<T>) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth ?? DEFAULT_MIN_WIDTH}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {numbered ? <Table.Th w={60}>#</Table.Th> : null}
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              {actions ? <Table.Th w={1}>{actionsHeader ?? t('Actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={rowKey(row)}>
                {numbered ? <Table.Td>{index + 1}</Table.Td> : null}
                {columns.map((column) => (
                  <Table.Td key={column.header} style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function RecordCards<T>({ rows, columns, rowKey, actions, label }: TProps<T>) {
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="record-cards"
    >
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} withBorder radius="md" p="md" data-testid="record-card">
          <Stack gap={6}>
            <Stack component="dl" gap={6} m={0}>
              {columns.map((column, index) => (
                <Group key={column.header} justify="space-between" align="baseline" gap="sm" wrap="nowrap">
                  <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {column.header}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    fw={index === 0 ? 700 : 500}
                    ta="right"
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {column.render(row)}
                  </Text>
                </Group>
              ))}
            </Stack>
            {actions ? (
              <Group
                justify="flex-end"
                gap="xs"
                pt="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                {actions(row)}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

export function TableSkeleton() {
  return (
    <Stack gap="xs">
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} h={48} radius="sm" />
      ))}
    </Stack>
  );
}
