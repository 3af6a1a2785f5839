import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  FEEDBACK_BUCKET_LABELS,
  FEEDBACK_BUCKETS,
  FEEDBACK_RATING_LABELS,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATINGS,
  type TDateFilterQuery,
  type TFeedbackRating,
  type TFeedbackSummaryResponse,
} from '@opentab/shared';
import { useFeedbackSummary } from '../../lib/feedback-queries';
import { t } from '../../lib/i18n';
import { RatingStar } from '../RatingStar/RatingStar';

const rounded = (rating: number) => rating.toFixed(1);

/** Where the summary keeps each rating's mean (the spec's names). */
const SUMMARY_FIELD = {
  food_quality: 'foodRating',
  service: 'serviceRating',
  ambiance: 'ambianceRating',
  staff_behavior: 'staffRating',
  recommend: 'recommendRating',
} as const satisfies Record<TFeedbackRating, keyof TFeedbackSummaryResponse>;

/** Each rating's mean as a bar out of 5. */
function RatingBars({ summary }: { summary: TFeedbackSummaryResponse }) {
  const rows = FEEDBACK_RATINGS.map(
    (key) => [t(FEEDBACK_RATING_LABELS[key]), summary[SUMMARY_FIELD[key]]] as const,
  );
  return (
    <Stack gap={6}>
      {rows.map(([label, rating]) => (
        <div key={label}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{label}</Text>
            <Text size="sm" fw={600}>
              {rounded(rating)}
            </Text>
          </Group>
          <Progress
            value={(rating / FEEDBACK_RATING_MAX) * 100}
            color="orange.8"
            size="sm"
            aria-label={t('{label}: {rating} out of 5', { label, rating: rounded(rating) })}
          />
        </div>
      ))}
    </Stack>
  );
}

/** The summary itself: the average with its count, the five ratings, and how many of each overall rating. */
export function GuestRatings({ summary }: { summary: TFeedbackSummaryResponse }) {
  if (summary.feedbackCount === 0) return <Text c="dark.4">{t('No feedback in this period.')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        <Group gap="xs" align="center">
          <RatingStar size={28} />
          <Text fz={32} fw={700} data-testid="feedback-average">
            {rounded(summary.averageRating)}
          </Text>
          <Text c="dark.4">
            {t('{count, plural, one {# review} other {# reviews}}', { count: summary.feedbackCount })}
          </Text>
        </Group>
        <Text size="sm" c="dark.4">
          {t('Average rating')}
        </Text>
        <Group gap="xs" wrap="wrap">
          {[...FEEDBACK_BUCKETS].reverse().map((bucket) => (
            <Paper
              key={bucket}
              withBorder
              radius="sm"
              px="xs"
              py={4}
              data-testid={`feedback-count-${bucket}`}
            >
              <Text size="sm">
                {t(FEEDBACK_BUCKET_LABELS[bucket])}: <b>{summary.overallFeedbackCounting[bucket]}</b>
              </Text>
            </Paper>
          ))}
        </Group>
      </Stack>
      <RatingBars summary={summary} />
    </SimpleGrid>
  );
}

/**
 * Issue 27: guests' ratings of a date filter's visits (the dashboard's last 7 days, the report's period), from
 * GET /feedback/summary.
 */
export function GuestRatingsCard({ filter, subtitle }: { filter: TDateFilterQuery; subtitle?: string }) {
  const summary = useFeedbackSummary(filter);
  return (
    <Paper withBorder radius="md" p="md" data-testid="guest-ratings">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('Guest ratings')}
        </Title>
        {subtitle ? <Text c="dark.4">{subtitle}</Text> : null}
      </Group>
      {summary.data ? (
        <GuestRatings summary={summary.data} />
      ) : summary.isError ? (
        <Text c="red.8">{t('Error loading feedback! Please try later!')}</Text>
      ) : (
        <Skeleton h={96} radius="sm" />
      )}
    </Paper>
  );
}
