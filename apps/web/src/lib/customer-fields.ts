/** The gender choices of the customer forms (spec 01 section 5: female, male, other or blank). */
export const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

/** Today as YYYY-MM-DD on this device: the latest birth date the date pickers offer. */
export function latestBirthDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
