import './feedback.css';
import feedbackCatalogs from 'virtual:opentab-catalogs/common+qr+qr-server+feedback';
import { FEEDBACK_RATINGS, type TFeedbackRating, type TPublicFeedbackResponse } from '@opentab/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { currentLanguage, currentLocale, loadCatalogsFrom, setLanguage, t } from '../lib/i18n';
import { fetchFeedbackPage, sendFeedback } from './feedback-api';
import {
  EMPTY_RATINGS,
  FEEDBACK_QUESTIONS,
  FEEDBACK_TEXT,
  firstMissingRating,
  NAME_MAX_LENGTH,
  REMARKS_MAX_LENGTH,
  type TRatingsDraft,
} from './feedback-rules';
import { AlertIcon, CheckIcon } from './icons';
import { LanguageSelect } from './LanguageSelect';
import { Link } from './Link';
import { menuPath } from './router';
import { QR_TEXT } from './rules';
import { StarRating } from './StarRating';
import { StatusScreen } from './StatusScreen';

let feedbackTexts: Promise<void> | undefined;

/**
 * The menu's catalogs lack this page's texts: once the page's chunk is here, the language's catalog is fetched
 * again with them (`common+qr+qr-server+feedback`), and every later language choice fetches that one.
 */
function loadFeedbackTexts(): Promise<void> {
  if (!feedbackTexts) {
    loadCatalogsFrom(feedbackCatalogs);
    feedbackTexts = setLanguage(currentLanguage()).catch(() => undefined);
  }
  return feedbackTexts;
}

type TPageState =
  | { status: 'loading' }
  | { status: 'ready'; page: TPublicFeedbackResponse }
  | { status: 'invalid' }
  | { status: 'unavailable' }
  | { status: 'sent' }
  | { status: 'already-sent' };

/**
 * /m/{qrcode}/feedback/{token} (issue 27): the guest rates a paid visit from the link on its receipt: five
 * star ratings, a comment and, if they like, their name, phone, email and birthday. Once per visit.
 */
export function FeedbackPage({ qrcode, token }: { qrcode: string; token: string }) {
  const [state, setState] = useState<TPageState>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([fetchFeedbackPage(qrcode, token), loadFeedbackTexts()]).then(([result]) => {
      if (!isCurrent) return;
      if (result.status !== 'ok') setState({ status: result.status });
      else
        setState(
          result.page.isFeedbackGiven ? { status: 'already-sent' } : { status: 'ready', page: result.page },
        );
    });
    return () => {
      isCurrent = false;
    };
  }, [qrcode, token]);

  useEffect(() => {
    document.title = t('Rate your visit');
  });

  const menuLink = (
    <Link to={menuPath(qrcode, null)} className="qr-btn qr-btn-outline">
      {t('Back to Menu')}
    </Link>
  );
  switch (state.status) {
    case 'loading':
      return <StatusScreen busy title={t(QR_TEXT.pleaseWait)} />;
    case 'invalid':
      return (
        <StatusScreen danger icon={<AlertIcon />} title={t(QR_TEXT.brokenLink)}>
          <p>{t('This feedback link is not valid.')}</p>
        </StatusScreen>
      );
    case 'unavailable':
      return <StatusScreen danger icon={<AlertIcon />} title={t(FEEDBACK_TEXT.notAvailable)} />;
    case 'sent':
      return (
        <StatusScreen
          icon={<CheckIcon />}
          title={t(FEEDBACK_TEXT.thanks)}
          text={t('Your feedback helps the restaurant get better.')}
        >
          {menuLink}
        </StatusScreen>
      );
    case 'already-sent':
      return (
        <StatusScreen
          icon={<CheckIcon />}
          title={t('Feedback already sent')}
          text={t(FEEDBACK_TEXT.alreadyGiven)}
        >
          {menuLink}
        </StatusScreen>
      );
    case 'ready':
      return (
        <FeedbackForm
          qrcode={qrcode}
          token={token}
          page={state.page}
          onDone={(status) => setState({ status })}
        />
      );
  }
}

function visitDate(page: TPublicFeedbackResponse): string {
  try {
    return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeZone: page.timeZone }).format(
      new Date(page.visitedAt),
    );
  } catch {
    return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(page.visitedAt));
  }
}

function FeedbackForm(props: {
  qrcode: string;
  token: string;
  page: TPublicFeedbackResponse;
  onDone: (status: 'sent' | 'already-sent' | 'invalid') => void;
}) {
  const { page } = props;
  const [ratings, setRatings] = useState<TRatingsDraft>(EMPTY_RATINGS);
  const [fields, setFields] = useState({ remarks: '', name: '', phone: '', email: '', birthdate: '' });
  const [missing, setMissing] = useState<TFeedbackRating | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const ids = {
    remarks: useId(),
    name: useId(),
    phone: useId(),
    email: useId(),
    birthdate: useId(),
    error: useId(),
  };

  const rate = (key: TFeedbackRating, value: number) => {
    const next = { ...ratings, [key]: value };
    setRatings(next);
    if (!missing) return;
    const stillMissing = firstMissingRating(next);
    setMissing(stillMissing);
    if (!stillMissing) setError(undefined);
  };
  const field = (key: keyof typeof fields) => ({
    id: ids[key],
    value: fields[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    const first = firstMissingRating(ratings);
    setMissing(first);
    if (first) {
      setError(t('Please give every rating before sending.'));
      document.querySelector<HTMLInputElement>(`#rating-${first} input`)?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    const result = await sendFeedback(props.qrcode, {
      invoiceId: props.token,
      food_quality: ratings.food_quality ?? 0,
      service: ratings.service ?? 0,
      ambiance: ratings.ambiance ?? 0,
      staff_behavior: ratings.staff_behavior ?? 0,
      recommend: ratings.recommend ?? 0,
      ...fields,
    });
    setSending(false);
    if (result.status === 'refused') {
      // the server's reason is already in the guest's language (the call asked for it)
      setError(
        result.message
          ? t(result.message)
          : t('Could not send your feedback. Check your connection and try again.'),
      );
      return;
    }
    props.onDone(result.status);
  };

  return (
    <>
      <header className="qr-header">
        {page.image && <img className="qr-logo" src={page.image} alt="" width={44} height={44} />}
        <div className="qr-header-text">
          <p className="qr-feedback-store">{page.storeName}</p>
        </div>
        <LanguageSelect />
      </header>
      <main className="qr-feedback">
        <h1>{t('Rate your visit')}</h1>
        <p className="qr-feedback-date">{t('Your visit on {date}', { date: visitDate(page) })}</p>
        <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
          {FEEDBACK_RATINGS.map((key) => (
            <StarRating
              key={key}
              name={key}
              question={t(FEEDBACK_QUESTIONS[key])}
              value={ratings[key]}
              isInvalid={missing !== undefined && ratings[key] === null}
              onChange={(value) => rate(key, value)}
            />
          ))}
          <label className="qr-field" htmlFor={ids.remarks}>
            {t('Comment (optional)')}
            <textarea rows={4} maxLength={REMARKS_MAX_LENGTH} {...field('remarks')} />
          </label>
          <fieldset className="qr-feedback-contact">
            <legend>{t('Your details (optional)')}</legend>
            <p className="qr-feedback-hint">{t('So the restaurant can thank you or reply.')}</p>
            <label className="qr-field" htmlFor={ids.name}>
              {t('Name')}
              <input type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field('name')} />
            </label>
            <label className="qr-field" htmlFor={ids.phone}>
              {t('Phone')}
              <input type="tel" autoComplete="tel" inputMode="tel" {...field('phone')} />
            </label>
            <label className="qr-field" htmlFor={ids.email}>
              {t('Email')}
              <input type="email" autoComplete="email" inputMode="email" {...field('email')} />
            </label>
            <label className="qr-field" htmlFor={ids.birthdate}>
              {t('Birthday')}
              <input type="date" autoComplete="bday" {...field('birthdate')} />
            </label>
          </fieldset>
          {error && (
            <p className="qr-error" id={ids.error} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="qr-btn qr-btn-primary qr-block" disabled={isSending}>
            {isSending ? t(QR_TEXT.pleaseWait) : t('Send feedback')}
          </button>
        </form>
      </main>
    </>
  );
}
