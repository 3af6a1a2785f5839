import { Anchor, Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { canOpenPage, PAGES, type TPage, type TSetupChecklistResponse } from '@opentab/shared';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { msg, t } from '../../lib/i18n';
import { toPrincipal, useSessionUser } from '../../lib/session';
import { useDismissSetupChecklist, useSetupChecklist } from './setup-checklist-api';

type TStep = { done: keyof TSetupChecklistResponse; label: string; page: TPage };

/** What a new store needs before its first busy service, each linking to the page that sets it up. */
const SETUP_STEPS: readonly TStep[] = [
  {
    done: 'hasStoreDetails',
    label: msg('Add your store details (address or phone) and check the currency'),
    page: 'store-details',
  },
  { done: 'hasTax', label: msg('Add a tax'), page: 'tax-setup' },
  { done: 'hasTable', label: msg('Add a table'), page: 'tables' },
  { done: 'hasMenu', label: msg('Add a category and a menu item'), page: 'menu-items' },
  { done: 'hasPrintSettings', label: msg('Review the print settings'), page: 'print-settings' },
  { done: 'isQrMenuOn', label: msg('Switch the QR menu on'), page: 'store-details' },
];

/**
 * The dashboard's first-run checklist (issue 16): shown to those who can open the settings until every step
 * is done or the owner dismisses it (for the whole store). Each step ticks from the store's data.
 */
export function SetupChecklist() {
  const user = useSessionUser();
  const canSetUp = user !== null && canOpenPage(toPrincipal(user), 'store-details');
  const checklist = useSetupChecklist(canSetUp);
  const dismiss = useDismissSetupChecklist();
  const data = checklist.data;
  if (!canSetUp || !data || data.isDismissed) return null;
  const doneCount = SETUP_STEPS.filter((step) => data[step.done]).length;
  if (doneCount === SETUP_STEPS.length) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="setup-checklist-title">
            {t('Set up your store')}
          </Title>
          <Button variant="subtle" color="gray" onClick={() => dismiss.mutate()} loading={dismiss.isPending}>
            {t('Dismiss')}
          </Button>
        </Group>
        <Text size="sm" data-testid="setup-progress">
          {t('{done} of {total} done', { done: doneCount, total: SETUP_STEPS.length })}
        </Text>
        <Progress value={(doneCount / SETUP_STEPS.length) * 100} aria-hidden size="sm" />
        <List spacing="xs" center>
          {SETUP_STEPS.map((step) => {
            const done = data[step.done];
            return (
              <List.Item
                key={step.done}
                data-testid="setup-step"
                data-done={done ? 'true' : 'false'}
                icon={
                  <ThemeIcon
                    color={done ? 'teal' : 'gray'}
                    variant={done ? 'filled' : 'light'}
                    radius="xl"
                    size={28}
                  >
                    {done ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                  </ThemeIcon>
                }
              >
                <Anchor component={Link} to={PAGES[step.page].path} td={done ? 'line-through' : undefined}>
                  {t(step.label)}
                </Anchor>
                <Text span size="sm" c="dimmed" ms={6}>
                  {done ? t('(done)') : ''}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
