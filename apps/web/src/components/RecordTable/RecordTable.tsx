import { Paper, Skeleton, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type TColumn<T> = { header: string; render: (row: T) => ReactNode };

type TProps<T extends { id: string }> = {
  rows: readonly T[];
  columns: readonly TColumn<T>[];
  actions: (row: T) => ReactNode;
};

/** The settings tables of spec 02: #, the record's columns, Actions. */
export function RecordTable<T extends { id: string }>({ rows, columns, actions }: TProps<T>) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>#</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th w={1}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td>{index + 1}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.render(row)}</Table.Td>
                ))}
                <Table.Td>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
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
