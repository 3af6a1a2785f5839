import { bucketOf, FEEDBACK_BUCKET_LABELS, FEEDBACK_RATING_MAX } from '@opentab/shared';
import { t } from '../lib/i18n';

const STARS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

/** One star, filled when chosen or below the choice. */
function Star({ isFilled }: { isFilled: boolean }) {
  return (
    <svg width={36} height={36} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.5 4.4 1.1 6.3L12 17.2l-5.7 2.9 1.1-6.3L2.9 9.4l6.3-.9z"
        fill={isFilled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Issue 27: one rating, 1–5 stars, as a native radio group: a fieldset named by its question, arrow keys move
 * between the stars, and a screen reader reads "3 stars, 3 of 5". The chosen star's word (Loved … Worst) shows
 * beside the stars for whoever does not read stars.
 */
export function StarRating(props: {
  name: string;
  question: string;
  value: number | null;
  isInvalid: boolean;
  onChange: (value: number) => void;
}) {
  const { name, value } = props;
  return (
    <fieldset className="qr-stars" aria-invalid={props.isInvalid || undefined} id={`rating-${name}`}>
      <legend>{props.question}</legend>
      <div className="qr-stars-row">
        {STARS.map((stars) => (
          <label key={stars} className="qr-star" data-filled={value !== null && stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => props.onChange(stars)}
            />
            <Star isFilled={value !== null && stars <= value} />
            <span className="qr-sr-only">
              {t('{count, plural, one {# star} other {# stars}}', { count: stars })}
            </span>
          </label>
        ))}
        <span className="qr-stars-word" aria-hidden="true">
          {value === null ? '' : t(FEEDBACK_BUCKET_LABELS[bucketOf(value)])}
        </span>
      </div>
    </fieldset>
  );
}
