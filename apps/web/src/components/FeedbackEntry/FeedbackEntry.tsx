import { Group, Stack, Text } from '@mantine/core';
import { FEEDBACK_RATING_LABELS, FEEDBACK_RATINGS, type TFeedbackEntry } from '@opentab/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';
import { RatingStar } from '../RatingStar/RatingStar';

/**
 * Issue 27: one guest's feedback: the overall rating, each rating, the comment and the guest's details, with
 * whatever the caller puts beside the date (the Feedback list's link to the invoice).
 */
export function FeedbackEntry({
  entry,
  timeZone,
  aside,
}: {
  entry: TFeedbackEntry;
  timeZone: string;
  aside?: ReactNode;
}) {
  const contact = [entry.name, entry.phone, entry.email].filter(Boolean).join(' · ');
  return (
    <Stack gap={6} data-testid="feedback-entry">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap={6}>
          <RatingStar size={18} />
          <Text fw={700}>{t('{rating} out of 5', { rating: entry.overallRating })}</Text>
          <Text c="dark.4" size="sm">
            {formatDateTime(entry.created_at, timeZone)}
          </Text>
        </Group>
        {aside}
      </Group>
      <Group gap="md" wrap="wrap">
        {FEEDBACK_RATINGS.map((key) => (
          <Text key={key} size="sm">
            {t(FEEDBACK_RATING_LABELS[key])}: <b>{entry[key]}</b>
          </Text>
        ))}
      </Group>
      <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }} c={entry.remarks ? undefined : 'dark.4'}>
        {entry.remarks || t('No comment')}
      </Text>
      {contact || entry.birthdate ? (
        <Text size="sm" c="dark.4" dir="auto">
          {[contact, entry.birthdate ? t('Birthday: {date}', { date: entry.birthdate }) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}
