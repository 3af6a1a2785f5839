import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type TMenuItemDetailResponse,
  type TRecipeItemInput,
  type TRecipeItemResponse,
  ZRecipeItemSchema,
} from '@opentab/shared';
import { IconPlus } from '@tabler/icons-react';
import { FormDialog, saveOnSubmit } from '../../components/FormDialog/FormDialog';
import { RowActions } from '../../components/RowActions/RowActions';
import { confirmDelete } from '../../lib/confirm';
import { currentLocale, t } from '../../lib/i18n';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { type TFormSchema, useValidatedForm } from '../../lib/use-validated-form';
import { useRecipeItems, useRecipeStockItems } from './recipe-api';

type TProps = { item: TMenuItemDetailResponse };

/** Where a line applies, as one select's value: the item itself, `v:<variant id>` or `a:<addon id>`. */
const ITEM_ITSELF = 'item';

function targetOf(line: TRecipeItemResponse): string {
  if (line.variantId) return `v:${line.variantId}`;
  if (line.addonId) return `a:${line.addonId}`;
  return ITEM_ITSELF;
}

type TRecipeValues = { target: string; ingredientId: string; quantity: string };

/** The form's values as the call takes them, checked by the shared schema the server checks with. */
const recipeSchema: TFormSchema<TRecipeItemInput> = {
  safeParse: (data) => {
    const values = data as TRecipeValues;
    return ZRecipeItemSchema.safeParse({
      variantId: values.target.startsWith('v:') ? values.target.slice(2) : null,
      addonId: values.target.startsWith('a:') ? values.target.slice(2) : null,
      ingredientId: values.ingredientId,
      quantity: values.quantity,
    });
  },
};

function formatAmount(quantity: number, unit: string): string {
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 3 }).format(quantity)} ${unit}`;
}

function RecipeDialog({
  item,
  line,
  onClose,
}: {
  item: TMenuItemDetailResponse;
  line: TRecipeItemResponse | null;
  onClose: () => void;
}) {
  const { save } = useRecipeItems(item.id);
  const stock = useRecipeStockItems();
  const form = useValidatedForm(recipeSchema, {
    target: line ? targetOf(line) : ITEM_ITSELF,
    ingredientId: line?.ingredientId ?? '',
    quantity: line ? String(line.quantity) : '',
  });
  const targets = [
    { value: ITEM_ITSELF, label: t('{item} itself', { item: item.title }) },
    ...item.variants.map((v) => ({ value: `v:${v.id}`, label: t('Variant: {title}', { title: v.title }) })),
    ...item.addons.map((a) => ({ value: `a:${a.id}`, label: t('Addon: {title}', { title: a.title }) })),
  ];
  const stockItems = stock.data ?? [];
  const unit = stockItems.find((s) => s.id === form.values.ingredientId)?.unit ?? line?.unit;
  return (
    <FormDialog
      opened
      title={line ? t('Edit Recipe Item') : t('Add Recipe Item')}
      onClose={onClose}
      {...saveOnSubmit(form, save, { id: line?.id, onSaved: onClose })}
    >
      <Select {...form.choice('target')} label={t('Used by')} data={targets} allowDeselect={false} />
      <Select
        {...form.choice('ingredientId')}
        label={t('Stock item')}
        placeholder={t('Choose a stock item')}
        data={stockItems.map((s) => ({ value: s.id, label: `${s.title} (${s.unit})` }))}
        nothingFoundMessage={t('No stock items yet! Add them in the inventory.')}
        searchable
        required
      />
      <TextInput
        {...form.field('quantity')}
        inputMode="decimal"
        autoComplete="off"
        label={unit ? t('Quantity per unit sold ({unit})', { unit }) : t('Quantity per unit sold')}
        required
      />
    </FormDialog>
  );
}

/** Issue 27: what one unit of the item, of a variant or of an addon takes from the stock when it is sold. */
export function MenuItemRecipeSection({ item }: TProps) {
  const dialog = useDialogTarget<TRecipeItemResponse>();
  const { remove } = useRecipeItems(item.id);
  const optionTitle = (line: TRecipeItemResponse) => {
    if (line.variantId) return item.variants.find((v) => v.id === line.variantId)?.title ?? '';
    if (line.addonId) return item.addons.find((a) => a.id === line.addonId)?.title ?? '';
    return t('{item} itself', { item: item.title });
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="lg">
          {t('Recipe')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={dialog.openNew}>
          {t('Add Recipe Item')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t('The stock one unit uses; a variant or an addon can use stock of its own.')}
      </Text>
      <Stack gap={0} mt="sm">
        {item.recipeItems.length === 0 ? (
          <Text c="dimmed" py="xs">
            {t('No recipe yet.')}
          </Text>
        ) : (
          item.recipeItems.map((line) => (
            <Group
              key={line.id}
              justify="space-between"
              wrap="nowrap"
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="recipe-row"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text truncate fw={600}>
                  {line.ingredientTitle}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {optionTitle(line)}
                </Text>
              </Stack>
              <Group gap="md" wrap="nowrap">
                <Text fw={600}>{formatAmount(line.quantity, line.unit)}</Text>
                <RowActions
                  label={line.ingredientTitle}
                  onEdit={() => dialog.openEdit(line)}
                  onDelete={() =>
                    confirmDelete({ title: t('Delete recipe item'), onConfirm: () => remove.mutate(line.id) })
                  }
                  deleting={remove.isPending && remove.variables === line.id}
                />
              </Group>
            </Group>
          ))
        )}
      </Stack>
      {dialog.opened ? (
        <RecipeDialog
          key={dialog.record?.id ?? 'new'}
          item={item}
          line={dialog.record}
          onClose={dialog.close}
        />
      ) : null}
    </Card>
  );
}
