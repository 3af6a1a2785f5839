import { Badge, Group, Table } from '@mantine/core';
import { PAGES, PLAN_PRICE_LABEL, type TTenant } from '@opentab/shared';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../components/IconAction/IconAction';

type TProps = {
  tenants: readonly TTenant[];
  onEdit: (tenant: TTenant) => void;
  onDelete: (tenant: TTenant) => void;
};

const day = (value: string | null) => value?.slice(0, 10) ?? '-';

function historyPath(tenantId: string): string {
  return PAGES['superadmin-subscription-history'].path.replace(':id', encodeURIComponent(tenantId));
}

/** Name, email, status, subscription start and end, plan price per month, edit, history, delete. */
export function TenantsTable({ tenants, onEdit, onDelete }: TProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Subscription Start</Table.Th>
            <Table.Th>Subscription End</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tenants.map((tenant) => (
            <Table.Tr key={tenant.id}>
              <Table.Td fw={600}>{tenant.name}</Table.Td>
              <Table.Td>{tenant.email}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge
                  color={tenant.is_active === 1 ? 'teal.9' : 'gray.7'}
                  variant="filled"
                  style={{ overflow: 'visible' }}
                >
                  {tenant.is_active === 1 ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td>{day(tenant.subscription_start)}</Table.Td>
              <Table.Td>{day(tenant.subscription_end)}</Table.Td>
              <Table.Td>{PLAN_PRICE_LABEL}/month</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <IconAction
                    tip="Edit"
                    label={`Edit ${tenant.name}`}
                    icon={<IconPencil size={18} />}
                    variant="subtle"
                    onClick={() => onEdit(tenant)}
                  />
                  <IconAction
                    tip="Subscription history"
                    label={`Subscription history of ${tenant.name}`}
                    icon={<IconHistory size={18} />}
                    variant="subtle"
                    to={historyPath(tenant.id)}
                  />
                  <IconAction
                    tip="Delete"
                    label={`Delete ${tenant.name}`}
                    icon={<IconTrash size={18} />}
                    variant="subtle"
                    color="red.8"
                    onClick={() => onDelete(tenant)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
